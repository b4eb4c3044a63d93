/**
 * Ridge regression of the ELLIPSE Overall score (1.0–5.0) on the standardised features in
 * features.ts (logWords, paragraphs, meanSentenceLength, longSentenceShare, readingEase, vocabularyVariety, meanWordLength, grammarPer100, unknownWordsPer100, passivePer100, wordyPer100, transitionsPer100, linkedBodyShare, thesis, conclusion, evidencePer100).
 * Written by `npx tsx bench/fit-grade-model.ts`, which fits it on the 1286 ELLIPSE dev essays in
 * ../shared/eval (read there, never copied here), choosing the penalty by 10-fold cross-validation, and
 * reports its accuracy on essays held out of the fit; see bench/README.md. Not edited by hand.
 */
export const GRADE_MODEL = {
  fittedOn: 'ELLIPSE dev, 1286 essays',
  lambda: 30,
  intercept: 3.090591,
  means: [
    5.961583, 5.164852, 27.184371, 0.21808, 64.986781, 0.73761, 4.194109, 3.587745, 1.598254, 0.242846,
    0.59078, 0.829275, 0.266429, 0.427683, 0.286936, 0.48096,
  ],
  scales: [
    0.454139, 1.768273, 14.520281, 0.243357, 18.317418, 0.047241, 0.282321, 3.23629, 2.379836, 0.379933,
    0.64432, 0.756658, 0.343066, 0.494743, 0.452332, 0.513473,
  ],
  weights: [
    0.152134, -0.084528, -0.014053, -0.035629, 0.07007, 0.16465, 0.034341, -0.1888, 0.00789, 0.055559,
    0.016498, 0.021766, 0.011285, -0.025347, 0.02596, -0.006665,
  ],
};
