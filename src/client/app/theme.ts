import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { identityColors, identityFonts, identityTextStyles } from './theme-identity';

/**
 * Chakra's default theme carries the styles of some eighty components, and all of them would land in
 * the first page's bundle. The system registers only the recipes the product uses: a component added
 * later needs its recipe listed here, or it renders unstyled.
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  colorSwatch: colorSwatchRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioCard: radioCardSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

type TokenTree = { [key: string]: unknown };
const isTree = (node: unknown): node is TokenTree => typeof node === 'object' && node !== null;

/**
 * Margin has no dark mode, yet each of the default theme's two-mode semantic tokens (about 115) would
 * make the start-up build its dark value and CSS variable too. Building the token dictionary and its
 * variables is the largest piece of work before the first paint on a slow phone, so only the light
 * value is kept: a fifth less of it, with the same page.
 */
function lightOnly<T extends TokenTree>(tree: T): T {
  const light = (node: unknown): unknown => {
    if (!isTree(node)) return node;
    if ('value' in node) {
      const { value } = node;
      return isTree(value) && '_light' in value ? { ...node, value: value._light } : node;
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, light(child)]));
  };
  return light(tree) as T;
}

/**
 * A field's error sentence is small text in `fg.error`, which the default theme draws in red.500: 3.8:1
 * on white, under WCAG AA's 4.5:1. Red.700 reads as the same red and passes on the canvas and on white.
 */
function withReadableErrors(tokens: typeof semanticTokens): typeof semanticTokens {
  const { colors } = tokens;
  const readable = { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } };
  return {
    ...tokens,
    colors: {
      ...colors,
      fg: { ...colors.fg, error: readable },
      border: { ...colors.border, error: readable },
    },
  };
}

/**
 * Section 9: the default theme is BLUE_THEME, so blue is the palette every component starts from; its
 * shades, the fonts and the canvas are Margin's own (theme-identity.ts).
 */
const blueTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, html: { ...globalCss.html, colorPalette: 'blue', bg: 'canvas' } },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, ...identityColors },
      fonts: { ...tokens.fonts, ...identityFonts },
    },
    semanticTokens: lightOnly(withReadableErrors(semanticTokens)),
    recipes,
    slotRecipes,
    textStyles: { ...textStyles, ...identityTextStyles },
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, blueTheme);
