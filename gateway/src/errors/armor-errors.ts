// graphql-armor's refusals (cost, depth, aliases, directives, tokens) come out as plain
// GraphQL errors ("Syntax Error: Query Cost limit of 5000 exceeded…") without a code; this
// gives each the catalogued GRAPHQL_VALIDATION_FAILED code, a stable reason and a message in
// the caller's language (docs/gateway.md, "Errors").
import { resolveLocale, type Locale } from '@portal/envelope/catalogue';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const LIMITS = [
  { pattern: /Query Cost limit of (\d+) exceeded/i, reason: 'QUERY_TOO_COSTLY' },
  { pattern: /(?:Query )?depth limit of (\d+) exceeded/i, reason: 'QUERY_TOO_DEEP' },
  { pattern: /Aliases limit of (\d+) exceeded/i, reason: 'TOO_MANY_ALIASES' },
  { pattern: /Directives limit of (\d+) exceeded/i, reason: 'TOO_MANY_DIRECTIVES' },
  { pattern: /Token limit of (\d+) exceeded/i, reason: 'TOO_MANY_TOKENS' },
] as const;

type LimitReason = (typeof LIMITS)[number]['reason'];

const WHAT: Record<LimitReason, Record<Locale, string>> = {
  QUERY_TOO_COSTLY: { 'en-US': 'the query asks for too much at once', 'zh-CN': '查询一次请求的数据过多', 'ja-JP': 'クエリが一度に要求するデータが多すぎます', 'ko-KP': '질의가 한 번에 너무 많은 것을 요청합니다', 'id-ID': 'kueri meminta terlalu banyak sekaligus' },
  QUERY_TOO_DEEP: { 'en-US': 'the query is nested too deeply', 'zh-CN': '查询嵌套过深', 'ja-JP': 'クエリの入れ子が深すぎます', 'ko-KP': '질의의 중첩이 너무 깊습니다', 'id-ID': 'kueri bersarang terlalu dalam' },
  TOO_MANY_ALIASES: { 'en-US': 'the query uses too many aliases', 'zh-CN': '查询使用的别名过多', 'ja-JP': 'クエリのエイリアスが多すぎます', 'ko-KP': '질의의 별칭이 너무 많습니다', 'id-ID': 'kueri memakai terlalu banyak alias' },
  TOO_MANY_DIRECTIVES: { 'en-US': 'the query uses too many directives', 'zh-CN': '查询使用的指令过多', 'ja-JP': 'クエリのディレクティブが多すぎます', 'ko-KP': '질의의 지시문이 너무 많습니다', 'id-ID': 'kueri memakai terlalu banyak direktif' },
  TOO_MANY_TOKENS: { 'en-US': 'the query is too long', 'zh-CN': '查询过长', 'ja-JP': 'クエリが長すぎます', 'ko-KP': '질의가 너무 깁니다', 'id-ID': 'kueri terlalu panjang' },
};

const LIMIT_WORD: Record<Locale, string> = { 'en-US': 'limit', 'zh-CN': '上限', 'ja-JP': '上限', 'ko-KP': '한도', 'id-ID': 'batas' };

export function armorMessage(reason: LimitReason, limit: string, locale: Locale): string {
  return `${WHAT[reason][locale]} (${LIMIT_WORD[locale]}: ${limit})`;
}

/** Rewrites armor refusals in a result; other errors pass unchanged. */
export function useArmorErrorCodes(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      let changed = false;
      const locale = resolveLocale(request.headers.get('accept-language') ?? undefined);
      const errors = result.errors.map((error) => {
        const code = error.extensions?.code;
        if (code !== undefined && code !== 'GRAPHQL_PARSE_FAILED' && code !== 'GRAPHQL_VALIDATION_FAILED') return error;
        for (const limit of LIMITS) {
          const match = limit.pattern.exec(error.message);
          if (!match) continue;
          changed = true;
          return createGraphQLError(armorMessage(limit.reason, match[1] ?? '', locale), {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: limit.reason, http: { status: 400 } },
          });
        }
        return error;
      });
      if (changed) setResult({ ...result, errors });
    },
  };
}
