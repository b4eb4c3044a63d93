import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_NAMES } from '../src/server/feedback/engine/features';
import { gradeToOverall, overallToGrade, predictOverall } from '../src/server/feedback/engine/grade';
import { readEllipse } from './data/ellipse';
import { startEngine } from './engine-in-process';
import { crossValidate, fitRidge, type RidgeModel } from './ridge';
import { quadraticWeightedKappa, spearman } from './stats';
import { printTable } from './table';

const LAMBDAS = [0.1, 1, 3, 10, 30, 100, 300, 1000];
const HALF_BANDS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
const MODEL_FILE = path.join(__dirname, '../src/server/feedback/engine/grade-model.ts');
const fixed = (value: number) => value.toFixed(3);

function bestLambda(x: number[][], y: number[]): number {
  const scored = LAMBDAS.map((lambda) => ({ lambda, rho: spearman(crossValidate(x, y, lambda), y) }));
  return scored.sort((a, b) => b.rho - a.rho)[0].lambda;
}

function modelSource(model: RidgeModel, essays: number): string {
  const list = (values: number[]) => `[${values.map((value) => Number(value.toFixed(6))).join(', ')}]`;
  return `/**
 * Ridge regression of the ELLIPSE Overall score (1.0–5.0) on the standardised features in
 * features.ts (${FEATURE_NAMES.join(', ')}).
 * Written by \`npx tsx bench/fit-grade-model.ts\`, which fits it on the ${essays} ELLIPSE dev essays in
 * ../shared/eval (read there, never copied here), choosing the penalty by 10-fold cross-validation, and
 * reports its accuracy on essays held out of the fit; see bench/README.md. Not edited by hand.
 */
export const GRADE_MODEL = {
  fittedOn: 'ELLIPSE dev, ${essays} essays',
  lambda: ${model.lambda},
  intercept: ${Number(model.intercept.toFixed(6))},
  spread: ${Number(model.spread.toFixed(6))},
  means: ${list(model.means)},
  scales: ${list(model.scales)},
  weights: ${list(model.weights)},
};
`;
}

async function main() {
  const engine = await startEngine();
  const essays = readEllipse();
  const x: number[][] = [];
  for (const essay of essays) x.push((await engine.analyse(essay.text)).features);
  const y = essays.map((essay) => essay.overall);

  // Honest estimate: every fifth essay is held out; the penalty is chosen on the rest alone.
  const isTest = (i: number) => i % 5 === 0;
  const train = x.map((_, i) => i).filter((i) => !isTest(i));
  const test = x.map((_, i) => i).filter(isTest);
  const trainLambda = bestLambda(
    train.map((i) => x[i]),
    train.map((i) => y[i]),
  );
  const trainModel = fitRidge(
    train.map((i) => x[i]),
    train.map((i) => y[i]),
    trainLambda,
  );
  const testPredicted = test.map((i) => overallToGrade(predictOverall(x[i], trainModel)));
  const testHuman = test.map((i) => y[i]);

  const lambda = bestLambda(x, y);
  const model = fitRidge(x, y, lambda);
  const folds = crossValidate(x, y, lambda).map(overallToGrade);
  const agreement = (predicted: number[], human: number[]) => [
    fixed(spearman(predicted, human)),
    fixed(quadraticWeightedKappa(predicted.map(gradeToOverall), human, HALF_BANDS)),
  ];
  printTable(
    'Grade model accuracy (grade mapped back to 1–5 in half bands for QWK)',
    ['evaluation', 'essays', 'lambda', 'Spearman', 'QWK'],
    [
      [
        'held-out fifth, model fitted on the other 4/5',
        test.length,
        trainLambda,
        ...agreement(testPredicted, testHuman),
      ],
      ['10-fold cross-validation, all essays', essays.length, lambda, ...agreement(folds, y)],
    ],
  );
  printTable(
    'Standardised weights of the shipped model',
    ['feature', 'mean', 'weight'],
    FEATURE_NAMES.map((name, j) => [name, fixed(model.means[j]), fixed(model.weights[j])]),
  );
  writeFileSync(MODEL_FILE, modelSource(model, essays.length));
  console.log(`\nWrote ${path.relative(process.cwd(), MODEL_FILE)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
