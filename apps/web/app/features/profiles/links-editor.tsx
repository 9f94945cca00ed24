import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, ExternalLink, Trash2 } from 'lucide-react';
import type { ProfileLink } from '@rentspace/core/profiles/api';
import { MAX_PROFILE_LINKS } from '@rentspace/core/profiles/limits';
import { PROFILE_MESSAGES } from '@rentspace/core/profiles/messages';
import { LinkSchema, type Link, type LinkInput } from '@rentspace/core/profiles/schemas';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { notify } from '~/lib/toast';
import { addLink, deleteLink, reorderLinks } from './api';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

function AddLinkForm({ onAdded, full }: { onAdded(link: ProfileLink): void; full: boolean }) {
  const form = useForm<LinkInput, unknown, Link>({
    resolver: zodResolver(LinkSchema),
    defaultValues: { title: '', url: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onAdded(await addLink(values));
      form.reset({ title: '', url: '' });
      notify.success(PROFILE_MESSAGES.linkAdded);
    } catch {
      setFailure(PROFILE_MESSAGES.addLinkFailed);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl bg-surface p-4"
      aria-label="Add a link"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
        <Field label="Link title" error={errors.title?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              placeholder="Portfolio"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('title')}
            />
          )}
        </Field>
        <Field label="URL" error={errors.url?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="url"
              placeholder="https://example.com/work"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('url')}
            />
          )}
        </Field>
      </div>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button
        type="submit"
        variant="secondary"
        pending={form.formState.isSubmitting}
        disabled={full}
      >
        Add link
      </Button>
      {full && (
        <p className="text-sm text-muted">
          You have {MAX_PROFILE_LINKS} links, the most a profile can show. Delete one to add
          another.
        </p>
      )}
    </form>
  );
}

/** Links on the public profile: add (title and url), reorder with up and down, delete. */
export function LinksEditor({ initial }: { initial: ProfileLink[] }) {
  const [links, setLinks] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);

  async function reorder(from: number, to: number) {
    const before = links;
    const next = move(links, from, to);
    setLinks(next);
    setBusy('order');
    try {
      setLinks((await reorderLinks(next.map((link) => link.id))).data);
    } catch {
      setLinks(before);
      notify.error(PROFILE_MESSAGES.updateFailed);
    } finally {
      setBusy(null);
    }
  }

  async function remove(link: ProfileLink) {
    setBusy(link.id);
    try {
      await deleteLink(link.id);
      setLinks((list) => list.filter((item) => item.id !== link.id));
      notify.success(PROFILE_MESSAGES.linkDeleted);
    } catch {
      notify.error(PROFILE_MESSAGES.deleteLinkFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="links-heading" className="min-w-0 space-y-4">
      <div>
        <h2 id="links-heading" className="text-lg font-semibold">
          Links
        </h2>
        <p className="text-sm text-muted">
          Your portfolio, house rules or anything guests should see, in the order you choose.
        </p>
      </div>
      {links.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
          No links yet. Add your first one below.
        </p>
      ) : (
        <ol className="divide-y divide-line rounded-2xl border border-line">
          {links.map((link, index) => (
            <li key={link.id} className="flex items-center gap-2 p-2 pl-4">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={link.title}>
                  {link.title}
                </p>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex max-w-full items-center gap-1 truncate text-sm text-muted hover:underline"
                >
                  <span className="truncate" title={link.url}>
                    {link.url}
                  </span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                </a>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move ${link.title} up`}
                disabled={index === 0 || busy !== null}
                onClick={() => void reorder(index, index - 1)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move ${link.title} down`}
                disabled={index === links.length - 1 || busy !== null}
                onClick={() => void reorder(index, index + 1)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-danger-700"
                aria-label={`Delete link ${link.title}`}
                pending={busy === link.id}
                disabled={busy !== null}
                onClick={() => void remove(link)}
              >
                {busy !== link.id && <Trash2 className="size-4" aria-hidden />}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <AddLinkForm
        full={links.length >= MAX_PROFILE_LINKS}
        onAdded={(link) => setLinks((list) => [...list, link])}
      />
    </section>
  );
}
