import type { Config } from 'tailwindcss'

/**
 * The theme of batchswap, loaded from src/index.css with `@config`. Colours are semantic
 * and point at CSS variables (defined in src/index.css for light and dark), so one class
 * such as `bg-surface` is right in both themes. Dark mode follows the `dark` class on
 * <html>, which the settings store sets from the light/dark/system choice.
 */
export default {
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        canvas: 'var(--color-canvas)',
        surface: 'var(--color-surface)',
        'surface-muted': 'var(--color-surface-muted)',
        'surface-raised': 'var(--color-surface-raised)',
        line: 'var(--color-line)',
        'line-strong': 'var(--color-line-strong)',
        fg: 'var(--color-fg)',
        'fg-muted': 'var(--color-fg-muted)',
        'fg-subtle': 'var(--color-fg-subtle)',
        brand: {
          DEFAULT: 'var(--color-brand)',
          hover: 'var(--color-brand-hover)',
          fg: 'var(--color-brand-fg)',
          soft: 'var(--color-brand-soft)',
          text: 'var(--color-brand-text)',
        },
        success: { DEFAULT: 'var(--color-success)', soft: 'var(--color-success-soft)' },
        warning: { DEFAULT: 'var(--color-warning)', soft: 'var(--color-warning-soft)' },
        // Information panels; a widget host's palette `info` sets them (brand tints by default).
        info: {
          DEFAULT: 'var(--color-info, var(--color-brand-text))',
          soft: 'var(--color-info-soft, var(--color-brand-soft))',
        },
        danger: {
          DEFAULT: 'var(--color-danger)',
          soft: 'var(--color-danger-soft)',
          fg: 'var(--color-danger-fg)',
        },
        focus: 'var(--color-focus)',
      },
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
        mono: [
          'ui-monospace',
          'SFMono-Regular',
          'Menlo',
          'Monaco',
          'Consolas',
          '"Liberation Mono"',
          'monospace',
        ],
      },
      borderRadius: {
        card: '1.25rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(15 23 42 / 0.04), 0 8px 24px -12px rgb(15 23 42 / 0.12)',
        popover: '0 12px 40px -12px rgb(15 23 42 / 0.35)',
      },
      maxWidth: {
        shell: '72rem',
      },
    },
  },
} satisfies Config
