/**
 * The main action of a step: large bold text (at least 18.66 px bold is "large text" under
 * WCAG, 3:1), which the brand colour meets in both themes (white on the dark theme's brand
 * is 4.3:1, short of the 4.5:1 small text needs). Important: the button's own weight and
 * size would otherwise win. A little less side padding than a large button's: "Confirmer
 * l’échange" then stays on one line in a review dialog on a 320 px phone.
 */
export const CTA_CLASS = 'text-[1.1875rem]! font-bold! px-4!'
