import { system } from '../theme';

describe("the theme's design tokens", () => {
  const tokenCss = JSON.stringify(system.getTokenCss());

  it('give each semantic token its light value, as the default theme does in light mode', () => {
    expect(tokenCss).toContain('"--chakra-colors-fg":"var(--chakra-colors-black)"');
    expect(tokenCss).toContain('"--chakra-colors-bg-muted":"var(--chakra-colors-gray-100)"');
    expect(tokenCss).toContain('"--chakra-colors-red-fg":"var(--chakra-colors-red-700)"');
  });

  it('declare no dark-mode values, which no page of the product would use', () => {
    expect(tokenCss).not.toMatch(/dark/);
  });
});
