import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_HEIGHT, CARD_WIDTH, SITE_NAME, type PreviewCard } from './cards';
import { interFonts } from './fonts';

/** The player UI's dark palette (ui-player/src/ui/theme.ts): the card looks like the app it opens. */
const C = {
  bg: '#0f1216',
  surface: '#181c22',
  border: '#2a3039',
  text: '#e8eaed',
  muted: '#9aa3ad',
  accent: '#3ddc84',
  accentText: '#07140c',
};

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: Array<Node | string> | Node | string };
}

/** A satori node (satori takes React-shaped objects; no JSX runtime is needed on the server). */
const box = (style: Style, ...children: Array<Node | string | null | false>): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((c): c is Node | string => c !== null && c !== false) },
});
const text = (style: Style, words: string): Node => ({ type: 'div', props: { style: { display: 'block', ...style }, children: words } });

const pill = (words: string, strong: boolean): Node =>
  text(
    {
      fontSize: 30,
      fontWeight: 600,
      padding: '10px 24px',
      borderRadius: 999,
      background: strong ? C.accent : C.surface,
      color: strong ? C.accentText : C.text,
      border: strong ? 'none' : `2px solid ${C.border}`,
    },
    words,
  );

const brand = (productName: string, right: Node | null): Node =>
  box(
    { alignItems: 'center', justifyContent: 'space-between', width: '100%' },
    box(
      { alignItems: 'center', gap: 18 },
      box(
        { width: 44, height: 44, borderRadius: 12, background: C.accent, alignItems: 'center', justifyContent: 'center' },
        box({ width: 16, height: 16, borderRadius: 999, background: C.bg }),
      ),
      text({ fontSize: 32, fontWeight: 600, color: C.text }, productName),
    ),
    right,
  );

/** One line of facts: a small accent mark, then the words. */
const fact = (words: string, size: number): Node =>
  box(
    { alignItems: 'center', gap: 20 },
    box({ width: 12, height: 12, borderRadius: 999, background: C.accent }),
    text(
      {
        fontSize: size,
        fontWeight: 600,
        color: C.text,
        maxWidth: 1000,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      },
      words,
    ),
  );

const title = (words: string, size = 76): Node =>
  text({ fontSize: size, fontWeight: 800, color: C.text, lineHeight: 1.08, letterSpacing: -1.5, lineClamp: 2, maxWidth: 1072 }, words);

const frame = (productName: string, badge: Node | null, body: Node, footer: Node): Node =>
  box(
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 64,
      background: C.bg,
      fontFamily: 'Inter, InterExt',
      borderBottom: `12px solid ${C.accent}`,
    },
    brand(productName, badge),
    body,
    footer,
  );

const footerRow = (left: Node, right: string): Node =>
  box(
    { alignItems: 'center', justifyContent: 'space-between', width: '100%' },
    left,
    text({ fontSize: 30, fontWeight: 600, color: C.muted }, right),
  );

const layout = (card: PreviewCard, productName: string): Node => {
  switch (card.kind) {
    case 'game':
      return frame(
        productName,
        pill(card.sport, false),
        box(
          { flexDirection: 'column', gap: 26 },
          title(card.name),
          box({ flexDirection: 'column', gap: 14 }, fact(card.when, 42), fact(card.place, 38)),
        ),
        footerRow(
          box(
            { alignItems: 'center', gap: 24 },
            text({ fontSize: 64, fontWeight: 800, color: C.accent }, card.price),
            pill(card.places, !card.full),
          ),
          card.full ? 'Join the waitlist' : 'Tap to join',
        ),
      );
    case 'venue':
      return frame(
        productName,
        pill('Venue', false),
        box({ flexDirection: 'column', gap: 26 }, title(card.name), card.place ? fact(card.place, 38) : null),
        footerRow(
          box({ gap: 16, flexWrap: 'wrap', maxWidth: 820 }, ...card.sports.slice(0, 4).map((sport) => pill(sport, false))),
          'Book a slot',
        ),
      );
    case 'player':
      return frame(
        productName,
        pill('Player', false),
        box(
          { alignItems: 'center', gap: 44 },
          box(
            {
              width: 190,
              height: 190,
              borderRadius: 999,
              background: C.accent,
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
            },
            text({ fontSize: 80, fontWeight: 800, color: C.accentText }, card.initials),
          ),
          box(
            { flexDirection: 'column', gap: 18, maxWidth: 820 },
            title(card.name, 68),
            card.places.length ? text({ fontSize: 36, fontWeight: 400, color: C.muted }, card.places.slice(0, 3).join(' · ')) : null,
          ),
        ),
        footerRow(
          box({ gap: 16, flexWrap: 'wrap', maxWidth: 820 }, ...card.sports.slice(0, 4).map((sport) => pill(sport, false))),
          'Play together',
        ),
      );
    case 'private':
      return frame(
        productName,
        pill('Private', false),
        box(
          { flexDirection: 'column', gap: 26 },
          title(`A private game on ${productName}`),
          text({ fontSize: 38, fontWeight: 400, color: C.muted }, 'Its players and the people they invite can open it.'),
        ),
        footerRow(box({}), 'Sign in to see it'),
      );
    case 'site':
      return frame(
        productName,
        null,
        box(
          { flexDirection: 'column', gap: 26 },
          title('Find a game. Book a court. Play.'),
          text({ fontSize: 38, fontWeight: 400, color: C.muted }, 'Games near you, venues to book, players to meet.'),
        ),
        footerRow(box({}), 'Open to play'),
      );
  }
};

/** A card as a 1200×630 PNG: satori lays it out as SVG, resvg rasterises it. */
export const drawCard = async (card: PreviewCard, productName = SITE_NAME): Promise<Uint8Array> => {
  const svg = await satori(layout(card, productName) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await interFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
};
