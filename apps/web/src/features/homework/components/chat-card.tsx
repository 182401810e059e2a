import type { ProviderId } from '@zhi/contract';
import { HOMEWORK_UPLOAD_KINDS, acceptFor } from '@zhi/contract/lite';
import { Paperclip, SendHorizontal, Trash, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DictationButton } from '@/components/dictation-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { sendToHumanizer } from '@/lib/humanizer-handoff';
import { type ChatTurn, sendChat } from '../api/homework-api';
import { MathView } from './lazy-math';

interface Message extends ChatTurn {
  id: number;
  /** The text read from a file attached to the question this answers. */
  fileText?: string | null;
}

const FAILED = 'Sorry, I encountered an error. Please try again.';

interface ChatCardProps {
  provider: ProviderId;
  /** The problem and solution on screen, which the assistant is told about. */
  context: string;
  onSendToInput: (text: string) => void;
}

/** 'Chat with AI': messages, an optional file, Enter sends and Shift+Enter starts a new line. */
export function ChatCard({ provider, context, onSendToInput }: ChatCardProps) {
  const inputId = useId();
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const send = async () => {
    if ((!draft.trim() && !file) || busy) return;
    const question: Message = { id: nextId.current++, role: 'user', content: draft.trim() || `(${file?.name})` };
    const history = messages.map(({ role, content }) => ({ role, content }));
    setMessages((list) => [...list, question]);
    setDraft('');
    const attached = file;
    setFile(null);
    setBusy(true);
    try {
      const answer = await sendChat({ message: question.content, provider, history, context, file: attached });
      setMessages((list) => [
        ...list,
        { id: nextId.current++, role: 'assistant', content: answer.response, fileText: answer.extractedText },
      ]);
    } catch {
      setMessages((list) => [...list, { id: nextId.current++, role: 'assistant', content: FAILED }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card data-testid="chat">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <div>
            <CardTitle>Chat with AI</CardTitle>
            <CardDescription>Ask about the problem or the solution; attach a file if it helps.</CardDescription>
          </div>
          <Button variant="ghost" size="sm" disabled={messages.length === 0} onClick={() => setMessages([])}>
            <Trash aria-hidden="true" />
            Clear Chat
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ol className="flex max-h-96 flex-col gap-3 overflow-y-auto" aria-label="Messages" aria-live="polite">
          {messages.map((m) => (
            <li
              key={m.id}
              data-role={m.role}
              className={m.role === 'user' ? 'self-end rounded-md bg-primary/10 p-2' : 'rounded-md border p-2'}
            >
              <MathView text={m.content} />
              {m.role === 'assistant' && m.content !== FAILED ? (
                <div className="mt-2 flex flex-wrap gap-1">
                  <Button variant="ghost" size="sm" onClick={() => onSendToInput(m.content)}>
                    Send to Input
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      sendToHumanizer(m.content);
                      toast({ title: 'Sent to the humanizer', description: 'The reply is in Box A.' });
                    }}
                  >
                    Send to the humanizer
                  </Button>
                  {m.fileText ? (
                    <Button variant="ghost" size="sm" onClick={() => onSendToInput(m.fileText ?? '')}>
                      Send File Text
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
        <Label htmlFor={inputId} className="sr-only">
          Message
        </Label>
        <Textarea
          id={inputId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          placeholder="Ask a question (Enter sends, Shift+Enter for a new line)"
          className="min-h-20"
        />
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2 text-xs">
            <input
              ref={fileInput}
              type="file"
              accept={acceptFor(HOMEWORK_UPLOAD_KINDS)}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="chat-file-input"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
            />
            <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
              <Paperclip aria-hidden="true" />
              Attach file
            </Button>
            <DictationButton setValue={setDraft} field="Message" />
            {file ? (
              <span className="flex items-center gap-1">
                {file.name}
                <Button variant="ghost" size="sm" aria-label="Remove the attached file" onClick={() => setFile(null)}>
                  <X aria-hidden="true" />
                </Button>
              </span>
            ) : null}
          </div>
          <Button onClick={() => void send()} disabled={busy || (!draft.trim() && !file)}>
            <SendHorizontal aria-hidden="true" />
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
