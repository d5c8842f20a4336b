// The operator desk console (/desk): lists conversations live, shows one, replies and revokes.
// Loaded as an external script (the page's CSP forbids inline script); every text from players
// is put on the page with textContent, never as HTML.
(function () {
  'use strict';
  const t = JSON.parse(document.getElementById('desk-texts').textContent);
  const list = document.getElementById('desk-conversations');
  const empty = document.getElementById('desk-empty');
  const title = document.getElementById('desk-chat-title');
  const messages = document.getElementById('desk-messages');
  const form = document.getElementById('desk-reply');
  const text = form.querySelector('[data-testid="desk-reply-text"]');
  const file = form.querySelector('[data-testid="desk-reply-image"]');
  const status = document.getElementById('desk-status');
  const ban = document.getElementById('desk-ban');
  const CONTENT = { text: 1, image: 2, video: 3, question: 4 };
  const SERVICE = 2;
  const locale = document.documentElement.lang;
  let openKey = null;
  let openBanned = false;
  let listTimer = null;
  // Only the newest list request may draw: an older answer (counted before a conversation was read) is dropped.
  let listGeneration = 0;

  async function api(method, path, body, contentType) {
    const init = { method, headers: {} };
    if (body !== undefined) {
      init.body = contentType ? body : JSON.stringify(body);
      init.headers['content-type'] = contentType || 'application/json';
    }
    const response = await fetch('/desk/api' + path, init);
    if (response.status === 401) {
      location.reload();
      throw new Error('logged out');
    }
    const envelope = await response.json();
    if (envelope.code !== 0) throw new Error(envelope.msg || t.failed);
    return envelope.data;
  }

  function el(tag, className, content) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  }

  function preview(item) {
    if (item.lastContentType === CONTENT.image) return t.picture;
    if (item.lastContentType === CONTENT.video) return t.video;
    return item.lastContent;
  }

  function badge(item) {
    // The open conversation is being read: its new messages are marked read as they arrive.
    const unread = item.visitorId === openKey ? 0 : item.unread;
    if (unread <= 0) return el('span', 'kind', item.banned ? t.banned : item.player ? t.player : t.visitor);
    const node = el('span', 'unread', String(unread));
    node.dataset.testid = 'desk-unread';
    node.setAttribute('aria-label', t.unread.replace('{n}', String(unread)));
    return node;
  }

  async function loadList() {
    const generation = ++listGeneration;
    const items = await api('GET', '/conversations');
    if (generation !== listGeneration) return;
    list.replaceChildren(
      ...items.map((item) => {
        const li = el('li', item.visitorId === openKey ? 'open' : '');
        li.tabIndex = 0;
        li.dataset.testid = 'desk-conversation';
        li.dataset.visitorId = item.visitorId;
        li.append(el('span', 'who', item.label), badge(item));
        li.append(el('span', 'last', preview(item)));
        li.addEventListener('click', () => open(item.visitorId, item.label));
        li.addEventListener('keydown', (event) => {
          if (event.key === 'Enter') open(item.visitorId, item.label);
        });
        return li;
      }),
    );
    empty.hidden = items.length > 0;
  }

  function refreshListSoon() {
    clearTimeout(listTimer);
    listTimer = setTimeout(() => loadList().catch(showError), 150);
  }

  function messageNode(message) {
    const li = el('li', message.sendType === SERVICE ? 'service' : 'player');
    li.dataset.testid = 'desk-message';
    li.dataset.msgId = message.msgId;
    li.dataset.id = message._id;
    const src = '/chat/getFile?code=' + encodeURIComponent(message.content);
    if (message.contentType === CONTENT.image) {
      const img = el('img');
      img.src = src;
      img.alt = t.picture;
      li.append(img);
    } else if (message.contentType === CONTENT.video) {
      const video = el('video');
      video.src = src;
      video.controls = true;
      video.preload = 'metadata';
      li.append(video);
    } else {
      li.append(el('span', 'text', message.content));
    }
    const who = message.sendType === SERVICE ? t.service : '';
    li.append(el('span', 'meta', [who, new Date(message.sendTime).toLocaleString(locale)].filter(Boolean).join(' · ')));
    if (message.status === 1) markRevoked(li);
    else {
      const revoke = el('button', 'revoke', t.revoke);
      revoke.type = 'button';
      revoke.dataset.testid = 'desk-revoke';
      revoke.addEventListener('click', () => {
        api('POST', '/revoke', { visitorId: openKey, id: message._id }).then(() => markRevoked(li), showError);
      });
      li.append(revoke);
    }
    return li;
  }

  function markRevoked(li) {
    li.classList.add('revoked');
    li.querySelector('[data-testid="desk-revoke"]')?.remove();
    if (!li.querySelector('.revoked-note')) li.append(el('span', 'meta revoked-note', t.revoked));
  }

  function addMessage(message) {
    if (messages.querySelector('[data-id="' + CSS.escape(message._id) + '"]')) return;
    messages.append(messageNode(message));
    messages.scrollTop = messages.scrollHeight;
  }

  async function open(key, label) {
    openKey = key;
    title.textContent = label;
    form.hidden = false;
    // Redraw the list at once without this conversation's badge, and again once the server has it read.
    refreshListSoon();
    const data = await api('GET', '/messages?visitorId=' + encodeURIComponent(key));
    if (openKey !== key) return;
    messages.replaceChildren(...data.messages.map(messageNode));
    showBanned(Boolean(data.conversation && data.conversation.banned));
    messages.scrollTop = messages.scrollHeight;
    refreshListSoon();
  }

  function showBanned(banned) {
    openBanned = banned;
    ban.hidden = false;
    ban.textContent = banned ? t.unban : t.ban;
  }

  ban.addEventListener('click', () => {
    if (!openKey) return;
    api('POST', '/ban', { visitorId: openKey, banned: !openBanned }).then((data) => {
      showBanned(data.banned);
      refreshListSoon();
    }, showError);
  });

  function showError(error) {
    if (error && error.message !== 'logged out') window.alert(error.message || t.failed);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = text.value;
    if (!openKey || value.trim() === '') return;
    api('POST', '/reply', { visitorId: openKey, text: value }).then((message) => {
      text.value = '';
      addMessage(message);
    }, showError);
  });

  file.addEventListener('change', () => {
    const chosen = file.files && file.files[0];
    if (!openKey || !chosen) return;
    const path = '/upload?visitorId=' + encodeURIComponent(openKey) + '&name=' + encodeURIComponent(chosen.name);
    api('POST', path, chosen, chosen.type || 'application/octet-stream').then(addMessage, showError).finally(() => {
      file.value = '';
    });
  });

  function connect() {
    const socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/desk');
    socket.addEventListener('open', () => {
      status.hidden = true;
      refreshListSoon();
    });
    socket.addEventListener('message', (event) => {
      const data = JSON.parse(event.data);
      if (data.visitorId === openKey) {
        if (data.type === 'message') {
          addMessage(data.message);
          // Seen at once: marked read before the list is counted again, so no badge is left behind.
          if (data.message.sendType !== SERVICE) {
            api('POST', '/read', { visitorId: openKey }).catch(() => undefined).finally(refreshListSoon);
            return;
          }
        } else if (data.type === 'revoke') {
          const li = messages.querySelector('[data-id="' + CSS.escape(data.revoke._id) + '"]');
          if (li) markRevoked(li);
        }
      }
      refreshListSoon();
    });
    socket.addEventListener('close', (event) => {
      if (event.code === 4401) return location.reload();
      status.hidden = false;
      setTimeout(connect, 2000);
    });
  }

  loadList().catch(showError);
  connect();
})();
