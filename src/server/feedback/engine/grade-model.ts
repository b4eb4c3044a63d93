/**
 * Ridge regression of the ELLIPSE Overall score (1.0–5.0) on the standardised features in
 * features.ts (logWords, paragraphs, meanSentenceLength, longSentenceShare, readingEase, vocabularyVariety, meanWordLength, grammarPer100, spellingPer100, passivePer100, wordyPer100, transitionsPer100, linkedBodyShare, thesis, conclusion, evidencePer100, logDistinctWords, sqrtWords, wordsPerParagraph, longWordShare, lowercaseIPer100, lowercaseOpeningShare, commasPerSentence, semicolonsAndColonsPerSentence).
 * Written by `npx tsx bench/fit-grade-model.ts`, which fits it on the 1286 ELLIPSE dev essays in
 * ../shared/eval (read there, never copied here), choosing the penalty by 10-fold cross-validation, and
 * reports its accuracy on essays held out of the fit; see bench/README.md. Not edited by hand.
 */
export const GRADE_MODEL = {
  fittedOn: 'ELLIPSE dev, 1286 essays',
  lambda: 1,
  intercept: 3.090591,
  spread: 1.528935,
  means: [
    5.961583, 5.164852, 27.184371, 0.21808, 64.986781, 0.737496, 4.194109, 4.48075, 1.659692, 0.237325,
    0.357462, 0.829275, 0.266429, 0.427683, 0.635303, 0.481656, 4.952377, 20.182141, 91.628034, 0.150433,
    0.437067, 0.118368, 0.876497, 0.037245,
  ],
  scales: [
    0.454139, 1.768273, 14.520281, 0.243357, 18.317418, 0.046805, 0.282321, 3.633799, 2.587932, 0.374987,
    0.447689, 0.756658, 0.343066, 0.494743, 0.481345, 0.513093, 0.34371, 4.543294, 56.603795, 0.044572,
    1.033183, 0.198054, 1.031652, 0.094881,
  ],
  weights: [
    0.22053, -0.127828, 0.015275, -0.026508, 0.084904, 0.085332, 0.082541, -0.296347, 0.084651, 0.04851,
    0.013726, 0.041979, 0.001918, -0.023707, 0.007191, -0.007945, 0.181145, -0.184956, -0.064109, -0.027285,
    0.093868, -0.038272, -0.003768, -0.038496,
  ],
};
