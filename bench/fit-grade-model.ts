import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_NAMES } from '../src/server/feedback/engine/features';
import { gradeToOverall, overallToGrade } from '../src/server/feedback/engine/grade';
import { readEllipse } from './data/ellipse';
import { startEngine } from './engine-in-process';
import {
  crossValidate,
  fitRidge,
  type GradeSample,
  type Penalties,
  predictOf,
  type RidgeModel,
} from './ridge';
import { quadraticWeightedKappa, spearman } from './stats';
import { printTable } from './table';

const FEATURE_LAMBDAS = [1, 10, 30];
const PATTERN_LAMBDAS = [1000, 3000, 10000];
const HALF_BANDS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
const MODEL_FILE = path.join(__dirname, '../src/server/feedback/engine/grade-model.ts');
const fixed = (value: number) => value.toFixed(3);

function bestPenalties(x: GradeSample[], y: number[]): Penalties {
  const scored = FEATURE_LAMBDAS.flatMap((features) =>
    PATTERN_LAMBDAS.map((patterns) => {
      const penalties = { features, patterns };
      return { penalties, rho: spearman(crossValidate(x, y, penalties), y) };
    }),
  );
  return scored.sort((a, b) => b.rho - a.rho)[0].penalties;
}
const penaltyText = ({ features, patterns }: Penalties) => `${features} / ${patterns}`;

function modelSource(model: RidgeModel, essays: number): string {
  const list = (values: number[]) => `[${values.map((value) => Number(value.toFixed(6))).join(', ')}]`;
  const precise = (value: number) => Number(value.toPrecision(6));
  const patterns = model.patterns
    .map(([pattern, ...numbers]) => `[${JSON.stringify(pattern)}, ${numbers.map(precise).join(', ')}],`)
    .join('\n');
  return `/**
 * Ridge regression of the ELLIPSE Overall score (1.0–5.0) on the standardised features in
 * features.ts (${FEATURE_NAMES.join(', ')}) and the shares of the sentence patterns in
 * sentence-patterns.ts that at least one essay in twenty uses (${model.patterns.length}).
 * Written by \`npx tsx bench/fit-grade-model.ts\`, which fits it on the ${essays} ELLIPSE dev essays in
 * ../shared/eval (read there, never copied here), choosing the penalties by 10-fold cross-validation, and
 * reports its accuracy on essays held out of the fit; see bench/README.md. Not edited by hand.
 */
import type { GradeModel } from './grade';

export const GRADE_MODEL: GradeModel & { fittedOn: string; lambda: number; patternLambda: number } = {
  fittedOn: 'ELLIPSE dev, ${essays} essays',
  lambda: ${model.lambda},
  patternLambda: ${model.patternLambda},
  intercept: ${Number(model.intercept.toFixed(6))},
  spread: ${Number(model.spread.toFixed(6))},
  means: ${list(model.means)},
  scales: ${list(model.scales)},
  weights: ${list(model.weights)},
  // [pattern, mean share, standard deviation, weight]
  patterns: [
${patterns}
  ],
};
`;
}

async function main() {
  const engine = await startEngine();
  const essays = readEllipse();
  const x: GradeSample[] = [];
  for (const essay of essays) {
    const { features, sentencePatterns } = await engine.analyse(essay.text);
    x.push({ features, patterns: sentencePatterns });
  }
  const y = essays.map((essay) => essay.overall);

  // Honest estimate: every fifth essay is held out; the penalty is chosen on the rest alone.
  const isTest = (i: number) => i % 5 === 0;
  const train = x.map((_, i) => i).filter((i) => !isTest(i));
  const test = x.map((_, i) => i).filter(isTest);
  const trainPenalties = bestPenalties(
    train.map((i) => x[i]),
    train.map((i) => y[i]),
  );
  const trainModel = fitRidge(
    train.map((i) => x[i]),
    train.map((i) => y[i]),
    trainPenalties,
  );
  const testPredicted = test.map((i) => overallToGrade(predictOf(x[i], trainModel)));
  const testHuman = test.map((i) => y[i]);

  const penalties = bestPenalties(x, y);
  const model = fitRidge(x, y, penalties);
  const folds = crossValidate(x, y, penalties).map(overallToGrade);
  const agreement = (predicted: number[], human: number[]) => [
    fixed(spearman(predicted, human)),
    fixed(quadraticWeightedKappa(predicted.map(gradeToOverall), human, HALF_BANDS)),
  ];
  printTable(
    'Grade model accuracy (grade mapped back to 1–5 in half bands for QWK)',
    ['evaluation', 'essays', 'penalties (features / patterns)', 'Spearman', 'QWK'],
    [
      [
        'held-out fifth, model fitted on the other 4/5',
        test.length,
        penaltyText(trainPenalties),
        ...agreement(testPredicted, testHuman),
      ],
      ['10-fold cross-validation, all essays', essays.length, penaltyText(penalties), ...agreement(folds, y)],
    ],
  );
  printTable(
    'Standardised weights of the shipped model',
    ['feature', 'mean', 'weight'],
    FEATURE_NAMES.map((name, j) => [name, fixed(model.means[j]), fixed(model.weights[j])]),
  );
  const strongest = [...model.patterns].sort((a, b) => Math.abs(b[3]) - Math.abs(a[3])).slice(0, 12);
  printTable(
    `Sentence patterns with the largest weights (of ${model.patterns.length})`,
    ['pattern', 'mean share', 'weight'],
    strongest.map(([pattern, mean, , weight]) => [pattern, mean.toFixed(4), fixed(weight)]),
  );
  writeFileSync(MODEL_FILE, modelSource(model, essays.length));
  // The generated source is laid out as the rest of the code is.
  execFileSync('npx', ['biome', 'format', '--write', MODEL_FILE], { stdio: 'ignore' });
  console.log(`\nWrote ${path.relative(process.cwd(), MODEL_FILE)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
