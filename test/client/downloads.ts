/** A file the page handed the browser to save: its name and its contents. */
export interface CaughtDownload {
  name: string;
  blob: Blob;
}

let restoreBrowser = () => {};
afterEach(() => {
  restoreBrowser();
  restoreBrowser = () => {};
});

/**
 * Catches, until the test ends, every file the page hands the browser to save (an object URL of a blob,
 * then a click on an anchor that names the file): jsdom cannot save files, and the anchor's click is
 * where the browser would take over.
 */
export function catchDownloads(): CaughtDownload[] {
  const downloads: CaughtDownload[] = [];
  let lastBlob: Blob | undefined;
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:download';
  };
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) downloads.push({ name: this.download, blob: lastBlob });
  });
  restoreBrowser = () => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click.mockRestore();
  };
  return downloads;
}
