/**
 * Lingui in the build (docs/i18n.md): Lingui's Vite plugin compiles the .po catalogs when the
 * app imports them (src/i18n/activate.ts), and its Babel preset turns the macros (`t`,
 * `<Trans>`, `plural`, `msg`) into message descriptors, through @rolldown/plugin-babel, which
 * is how @vitejs/plugin-react 6 takes Babel plugins. Lingui 5: Lingui 6 needs Node 22.19
 * (its CLI calls `fs.globSync`), the project runs on Node 20.
 *
 * English renders without a catalog. The macros keep each message's English source beside its
 * id (`stripMessageField: false`), and `compileSourceMessages` compiles that source at build
 * time: "Sell {symbol}" becomes `["Sell ", ["symbol"]]`, what a compiled catalog would hold, so
 * Lingui's runtime (which has no ICU compiler in production) interpolates it. A plain message
 * stays a plain string. So an English visitor loads no catalog, and the first load grows by
 * Lingui's runtime and the ids only; the other languages' catalogs load on demand.
 *
 * index.html's inline script gets the languages the app speaks from src/i18n/locales.ts, the
 * one list (`languagesInIndexHtml`), in the dev server and the build alike.
 */
import babel from '@rolldown/plugin-babel'
import type { PluginObj, types as BabelTypes } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { lingui } from '@lingui/vite-plugin'
import type { Plugin, PluginOption } from 'vite'
import { LOCALES, PSEUDO_LOCALE } from '../src/i18n/locales.ts'

/** A generated message id (Lingui: 6 characters of a base64 hash). */
const GENERATED_ID = /^[\w+/-]{6}$/

/**
 * The compiled form of an English source message, or undefined when the source string is
 * already what the runtime returns (no placeholder, plural or escape).
 */
export function compiledSource(message: string): unknown[] | string | undefined {
  const compiled = compileMessage(message)
  if (compiled.length === 1 && typeof compiled[0] === 'string') {
    return compiled[0] === message ? undefined : compiled[0]
  }
  return compiled
}

/**
 * Babel plugin, after Lingui's macro: in each descriptor the macro wrote (`{ id, message }`,
 * for `t`, `msg` and `<Trans>` alike), the message is replaced by its compiled form.
 */
export function compileSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const key = (property: BabelTypes.ObjectProperty) =>
    t.isIdentifier(property.key) ? property.key.name : undefined
  return {
    name: 'batchswap-compile-source-messages',
    visitor: {
      Program: {
        // On exit: once the macro has replaced every `t`, `msg` and `<Trans>` in the file.
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const properties = path.node.properties.filter((p) => t.isObjectProperty(p))
              const id = properties.find((p) => key(p) === 'id')
              const message = properties.find((p) => key(p) === 'message')
              if (!id || !message || !t.isStringLiteral(id.value)) return
              if (!GENERATED_ID.test(id.value.value) || !t.isStringLiteral(message.value)) return
              const compiled = compiledSource(message.value.value)
              if (compiled !== undefined) message.value = t.valueToNode(compiled)
            },
          })
        },
      },
    },
  }
}

/** The macro transform alone (the build's SSR prerender and the unit tests need it too). */
export function linguiMacros(): PluginOption {
  return babel({
    plugins: [
      ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
      compileSourceMessages,
    ],
  })
}

/**
 * What index.html's inline script matches a visitor's languages against, before any of the
 * app has loaded: each language's subtag ("pt" for pt-BR, as `matchLocale` reads "pt-PT"),
 * and the pseudo-locale.
 */
export function spokenLanguages(): string[] {
  const subtags = LOCALES.map(({ locale }) => locale.split('-')[0] ?? locale)
  return [...new Set([...subtags, PSEUDO_LOCALE])]
}

const LANGUAGES_PLACEHOLDER = 'var languages = []'

/** index.html's inline script with its `languages` filled in. */
export function fillLanguages(html: string, languages: readonly string[]): string {
  if (html.split(LANGUAGES_PLACEHOLDER).length !== 2) {
    throw new Error(`i18n: index.html's inline script needs one \`${LANGUAGES_PLACEHOLDER}\``)
  }
  return html.replace(LANGUAGES_PLACEHOLDER, () => `var languages = ${JSON.stringify(languages)}`)
}

/**
 * Fills in the inline script's language list, so adding a language is one edit (LOCALES). It
 * runs on the HTML as Vite first reads it; the prerender plugin minifies the inline scripts
 * and hashes them for the CSP later, when the bundle is written, so the hash covers the list.
 */
export function languagesInIndexHtml(): Plugin {
  return {
    name: 'batchswap:index-html-languages',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => fillLanguages(html, spokenLanguages()),
    },
  }
}

/** Catalogs compiled on import, the macros, and the inline script's language list. */
export function linguiPlugins(): PluginOption[] {
  return [lingui(), linguiMacros(), languagesInIndexHtml()]
}
