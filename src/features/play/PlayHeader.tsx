// The top of the play screen and of the group screen: the hole shown ("Hole 3 of 18"), a line about
// the hole or the round, and End round.
import { memo, type ReactNode, type Ref } from 'react';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';
import './play-header.css';

export interface PlayHeaderProps {
  /** The heading's id, which labels the screen. */
  titleId: string;
  /** Given, the heading takes focus without being a control (the play screen moves focus there when
   * the golfer opens another hole). */
  titleRef?: Ref<HTMLHeadingElement>;
  holeNumber: number;
  holeCount: number;
  /** The line under the heading. */
  children: ReactNode;
  onEnd: () => void;
  ending: boolean;
}

/** Memoised: a tap that changes a score leaves the header as it is (docs/ARCHITECTURE.md, "Speed on a phone"). */
export const PlayHeader = memo(function PlayHeader({ titleId, titleRef, holeNumber, holeCount, children, onEnd, ending }: PlayHeaderProps) {
  const t = useT(playText);
  return (
    <header className="play__header">
      <div>
        <h1 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
          {t('header.hole', { number: holeNumber })} <span className="muted">{t('header.of', { count: holeCount })}</span>
        </h1>
        <p className="play__course">{children}</p>
      </div>
      <button type="button" className="button" onClick={onEnd} disabled={ending}>
        {t('header.end')}
      </button>
    </header>
  );
});
