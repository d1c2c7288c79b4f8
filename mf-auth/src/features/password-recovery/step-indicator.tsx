import { theme } from 'antd';
import { toPersianDigits } from '@sefaresh/shared-ui';

export interface StepIndicatorProps {
  /** The steps' titles, in order. */
  titles: readonly string[];
  /** Index of the current step. */
  current: number;
  label: string;
}

const CIRCLE = 28;

/**
 * The three-step indicator of the recovery view. A plain list in the theme's colours rather than antd's Steps:
 * Steps shares internals with the sign-in page's chunk and would grow it by ~0.7 KB gzip (budget: 300 KB).
 * The current step carries aria-current="step".
 */
export function StepIndicator({ titles, current, label }: StepIndicatorProps) {
  const { token } = theme.useToken();
  return (
    <ol aria-label={label} style={{ display: 'flex', listStyle: 'none', margin: '0 0 20px', padding: 0 }}>
      {titles.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        const accent = state === 'upcoming' ? token.colorTextQuaternary : token.colorPrimary;
        return (
          <li
            key={title}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            style={{ flex: 1, position: 'relative', textAlign: 'center' }}
          >
            {index > 0 && (
              <span
                aria-hidden
                style={{
                  position: 'absolute',
                  top: CIRCLE / 2,
                  height: 1,
                  insetInlineStart: `calc(-50% + ${CIRCLE / 2 + 6}px)`,
                  insetInlineEnd: `calc(50% + ${CIRCLE / 2 + 6}px)`,
                  background: state === 'upcoming' ? token.colorBorder : token.colorPrimary,
                }}
              />
            )}
            <span
              aria-hidden
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: CIRCLE,
                height: CIRCLE,
                borderRadius: '50%',
                boxSizing: 'border-box',
                border: `1px solid ${accent}`,
                background:
                  state === 'current' ? accent : state === 'done' ? token.colorPrimaryBg : 'transparent',
                color: state === 'current' ? token.colorTextLightSolid : accent,
                fontSize: token.fontSizeSM,
                fontWeight: 600,
              }}
            >
              {state === 'done' ? '✓' : toPersianDigits(index + 1)}
            </span>
            <div
              style={{
                marginTop: 6,
                fontSize: token.fontSizeSM,
                fontWeight: state === 'current' ? 600 : 400,
                color: state === 'upcoming' ? token.colorTextTertiary : token.colorText,
              }}
            >
              {title}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
