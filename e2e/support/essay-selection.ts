import type { Page } from '@playwright/test';

/** Double-clicks a word of the essay that no comment covers, selecting it as an instructor would. */
export async function selectUncommentedWord(page: Page, essayName: string): Promise<string> {
  const region = page.getByRole('region', { name: essayName });
  const findWord = () =>
    region.evaluate((root) => {
      const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        if (text.parentElement?.closest('mark, [data-feedback-id]')) continue;
        const match = /\b[a-z]{6,}\b/.exec(text.data);
        if (!match) continue;
        const range = root.ownerDocument.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        text.parentElement?.scrollIntoView({ block: 'center', behavior: 'instant' });
        // A paragraph taller than the essay's pane is centred as a whole, which can leave the word itself
        // out of sight: bring the word to the middle of the pane that scrolls it (the window on a phone).
        const placed = range.getBoundingClientRect();
        let pane = text.parentElement;
        while (
          pane &&
          !(pane.scrollHeight > pane.clientHeight && getComputedStyle(pane).overflowY === 'auto')
        )
          pane = pane.parentElement;
        const middle = pane
          ? pane.getBoundingClientRect().top + pane.clientHeight / 2
          : window.innerHeight / 2;
        (pane ?? window).scrollBy({ top: placed.top - middle, behavior: 'instant' });
        const rect = range.getBoundingClientRect();
        return { word: match[0], x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      }
      return null;
    });
  await findWord();
  // Measured again once the scroll has settled, so the click lands on the word.
  const target = await findWord();
  if (!target) throw new Error('no uncommented word to select');
  await page.mouse.dblclick(target.x, target.y);
  return target.word;
}
