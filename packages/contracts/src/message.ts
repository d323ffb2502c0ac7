import { z } from "zod";

/** The longest message, in characters after trimming. */
export const MAX_MESSAGE_LENGTH = 5_000;
export const CONVERSATION_PAGE_SIZE = 20;
export const MAX_CONVERSATION_PAGE_SIZE = 50;
export const MESSAGE_PAGE_SIZE = 30;
export const MAX_MESSAGE_PAGE_SIZE = 100;
export { THREAD_POLL_MS, UNREAD_POLL_MS } from "./message-polling.ts";

export const messageTexts = {
  bodyRequired: "Write a message.",
  bodyTooLong: `A message can be ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters at most.`,
  bodyControl: "A message cannot contain control characters.",
  subjectRequired: "Give an applicationId or a hireRequestId, not both.",
  conversationNotFound: "Conversation not found.",
  subjectNotFound: "Application or hiring request not found.",
  tooManyMessages: "You are sending messages too quickly. Wait a minute and try again.",
} as const;

// Tab and line feed are text; every other C0 or C1 control, and DEL, is not (carriage returns
// are folded into line feeds before the check).
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** `POST /api/conversations`: the application or the hiring request to talk about (exactly one). */
export const openConversationSchema = z
  .object({
    applicationId: z.uuid({ message: "Invalid application id." }).optional(),
    hireRequestId: z.uuid({ message: "Invalid hiring request id." }).optional(),
  })
  .strict()
  .refine((body) => (body.applicationId === undefined) !== (body.hireRequestId === undefined), {
    message: messageTexts.subjectRequired,
    path: ["applicationId"],
  });
export type OpenConversationRequest = z.infer<typeof openConversationSchema>;

export const conversationListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_CONVERSATION_PAGE_SIZE).default(CONVERSATION_PAGE_SIZE),
  })
  .strict();
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationParamsSchema = z.object({
  id: z.uuid({ message: messageTexts.conversationNotFound }),
});

/** `GET /api/conversations/{id}/messages?before=&limit=`: the newest messages, or those older than `before` (a message id). */
export const messageListQuerySchema = z
  .object({
    before: z.uuid({ message: "Invalid message id." }).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_MESSAGE_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
  })
  .strict();
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** The message's text: trimmed, 1 to 5,000 characters, line breaks kept, no control characters. */
export const messageBodySchema = z
  .string({ message: messageTexts.bodyRequired })
  .trim()
  .min(1, { message: messageTexts.bodyRequired, abort: true })
  .max(MAX_MESSAGE_LENGTH, { message: messageTexts.bodyTooLong, abort: true })
  .transform((text) => text.replace(/\r\n?/g, "\n"))
  .refine((text) => !controlCharacter.test(text), { message: messageTexts.bodyControl });

export const sendMessageSchema = z.object({ body: messageBodySchema }).strict();
export type SendMessageRequest = z.input<typeof sendMessageSchema>;

export const subjectKinds = ["application", "hire"] as const;
export type SubjectKind = (typeof subjectKinds)[number];

/** What a conversation is about; a later kind (a listing's question) adds its own id. */
export const conversationSubjectSchema = z.object({
  kind: z.enum(subjectKinds),
  /** The job title, or "Hire: …" for a hiring request. */
  title: z.string(),
  applicationId: z.uuid().nullable(),
  hireRequestId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
});
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const lastMessageSchema = z.object({
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  isMine: z.boolean(),
});

export const conversationSchema = z.object({
  _id: z.uuid(),
  otherParty: z.object({ _id: z.uuid(), name: z.string() }),
  subject: conversationSubjectSchema,
  lastMessage: lastMessageSchema.nullable(),
  /** The caller's unread messages in it. */
  unreadCount: z.number().int().min(0),
  /** Its last activity: the last message, or its opening when it has none. */
  lastActivityAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationResponseSchema = z.object({ result: z.literal(1), result_value: conversationSchema });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const conversationPageResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.array(conversationSchema),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type ConversationPageResponse = z.infer<typeof conversationPageResponseSchema>;

export const unreadCountResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ unread: z.number().int().min(0) }),
});
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const messageSchema = z.object({
  _id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  isMine: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When its recipient first saw it; null while unread. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** A page of a thread, oldest first; `hasEarlier` says whether "Load earlier" has more to show. */
export const messagePageResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({
    conversation: conversationSchema,
    messages: z.array(messageSchema),
    hasEarlier: z.boolean(),
  }),
});
export type MessagePageResponse = z.infer<typeof messagePageResponseSchema>;

export const messageResponseSchema = z.object({ result: z.literal(1), result_value: messageSchema });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
