import type { ExtractTextResponse } from '@zhi/contract';
import { useEffect, useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { onHomeworkHandoff, takeHomeworkHandoff } from '@/lib/homework-handoff';
import { ExtractionNotice } from './extraction-notice';
import { ProblemUpload } from './problem-upload';

/** The problem and how to solve it. Solving, uploads and saved assignments arrive with the homework work. */
export function AssignmentDetailsCard() {
  const questionId = useId();
  const instructionsId = useId();
  // Text sent from the humanizer ('Send to Homework') becomes the question.
  const [question, setQuestion] = useState(() => takeHomeworkHandoff() ?? '');
  useEffect(
    () =>
      onHomeworkHandoff(() => {
        const text = takeHomeworkHandoff();
        if (text !== null) setQuestion(text);
      }),
    [],
  );
  const [instructions, setInstructions] = useState('');
  const [extracted, setExtracted] = useState<ExtractTextResponse | null>(null);
  return (
    <Card aria-labelledby={`${questionId}-title`} data-testid="assignment-details">
      <CardHeader>
        <CardTitle id={`${questionId}-title`}>Assignment Details</CardTitle>
        <CardDescription>
          Type, paste or upload a problem (photo, PDF or Word). LaTeX such as \frac{'{1}{2}'} is welcome.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={questionId}>Question</Label>
            <ProblemUpload
              onExtracted={(result) => {
                setQuestion(result.extractedText);
                setExtracted(result);
              }}
            />
          </div>
          <Textarea
            id={questionId}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder="Solve 2x + 3 = 7"
            className="min-h-40"
          />
          {extracted && <ExtractionNotice result={extracted} />}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={instructionsId}>Special Instructions</Label>
          <Textarea
            id={instructionsId}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
            placeholder="Show every step; explain as to a first-year student"
            className="min-h-20"
          />
        </div>
      </CardContent>
    </Card>
  );
}
