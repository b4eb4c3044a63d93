/**
 * Ridge regression of the ELLIPSE Overall score (1.0–5.0) on the standardised features in
 * features.ts (logWords, paragraphs, meanSentenceLength, longSentenceShare, readingEase, vocabularyVariety, meanWordLength, grammarPer100, spellingPer100, passivePer100, wordyPer100, transitionsPer100, linkedBodyShare, thesis, conclusion, evidencePer100).
 * Written by `npx tsx bench/fit-grade-model.ts`, which fits it on the 1286 ELLIPSE dev essays in
 * ../shared/eval (read there, never copied here), choosing the penalty by 10-fold cross-validation, and
 * reports its accuracy on essays held out of the fit; see bench/README.md. Not edited by hand.
 */
export const GRADE_MODEL = {
  fittedOn: 'ELLIPSE dev, 1286 essays',
  lambda: 30,
  intercept: 3.090591,
  means: [
    5.961583, 5.164852, 27.184371, 0.21808, 64.986781, 0.737496, 4.194109, 4.396571, 1.663182, 0.237325,
    0.357462, 0.829275, 0.266429, 0.427683, 0.286936, 0.48096,
  ],
  scales: [
    0.454139, 1.768273, 14.520281, 0.243357, 18.317418, 0.046805, 0.282321, 3.624201, 2.59487, 0.374987,
    0.447689, 0.756658, 0.343066, 0.494743, 0.452332, 0.513473,
  ],
  weights: [
    0.147638, -0.084197, -0.007071, -0.038707, 0.075602, 0.161372, 0.035128, -0.220786, 0.035627, 0.055341,
    0.016978, 0.028144, 0.007036, -0.023415, 0.023349, -0.007413,
  ],
};
