/** What the stage's sizing touches of the map's view (DiagramView). */
export interface SizedStage {
  width: number;
  height: number;
  drawable: boolean;
  readonly measured: boolean;
  readonly scene: unknown;
}

/**
 * What the map does with each size its stage reports. With `splitFirstDraw` (a phone's first render, whose first
 * size already comes in a task of its own) the scene for the first size is worked out in that task and drawn in
 * the next: Lighthouse counts the part of a task over 50 ms as blocking time, four times slower on its phone, and
 * one task as long as both blocked for about twice what the two do. Later sizes draw at once, as the map is
 * already on screen.
 */
export function stageSizing(
  stage: SizedStage,
  splitFirstDraw: boolean,
  later: (then: () => void) => void = (then) => setTimeout(then, 0),
): (width: number, height: number) => void {
  let waiting = splitFirstDraw;
  return (width, height) => {
    stage.width = width;
    stage.height = height;
    if (!waiting || !stage.measured) return;
    waiting = false;
    stage.drawable = false;
    // Read once, the derived scene is kept until what it hangs on changes: the drawing task finds it worked out.
    void stage.scene;
    later(() => (stage.drawable = true));
  };
}
