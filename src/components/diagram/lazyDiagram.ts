/**
 * The city diagram, with its layout, forces, camera and label placer, is the explorer's largest view: it is a
 * chunk of its own, asked for as soon as the page starts (App.svelte), so it downloads while the timeline and the
 * reader draw, and the first load carries only what draws first. Asked once; every caller shares the one promise.
 */
let diagram: Promise<typeof import('./CityDiagram.svelte')> | null = null;

export function loadCityDiagram(): Promise<typeof import('./CityDiagram.svelte')> {
  diagram ??= import('./CityDiagram.svelte');
  return diagram;
}
