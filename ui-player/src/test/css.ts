/**
 * The text of the ::after rules that apply to one of the element's classes, as emotion wrote them
 * (jsdom draws no pseudo-elements and its style objects drop max()).
 */
export const afterRulesOf = (element: Element): string[] =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => (style.textContent ?? '').split('}'))
    .filter((rule) => /::?after\s*\{/.test(rule) && [...element.classList].some((name) => rule.includes(`.${name}`)))
    .map((rule) =>
      rule
        .slice(rule.indexOf('{') + 1)
        .replace(/\s+/g, ' ')
        .trim(),
    );
