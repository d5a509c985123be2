/* judge-sandbox: set limits and isolation on this process, then exec a program. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>

static int status_fd = -1;

/* Setup errors go to the status pipe, which exec closes: a program cannot forge one. */
static void fail(const char *what, const char *arg) {
    char msg[512];
    int n = snprintf(msg, sizeof msg, "%s %s: %s", what, arg ? arg : "", strerror(errno));
    if (status_fd >= 0 && n > 0) { ssize_t w = write(status_fd, msg, (size_t)n); (void)w; }
    _exit(125);
}

static void write_text(const char *path, const char *text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    size_t n = strlen(text);
    if (fd < 0 || write(fd, text, n) != (ssize_t)n) fail("write", path);
    close(fd);
}

static int rlimit_id(const char *name) {
    if (!strcmp(name, "cpu")) return RLIMIT_CPU;
    if (!strcmp(name, "as")) return RLIMIT_AS;
    if (!strcmp(name, "fsize")) return RLIMIT_FSIZE;
    if (!strcmp(name, "nproc")) return RLIMIT_NPROC;
    if (!strcmp(name, "stack")) return RLIMIT_STACK;
    if (!strcmp(name, "nofile")) return RLIMIT_NOFILE;
    if (!strcmp(name, "core")) return RLIMIT_CORE;
    return -1;
}

int main(int argc, char **argv) {
    long uid = -1, kill_uid = -1;
    int netns_fd = -1, new_netns = 0, userns = 0, n_hide = 0, exe_fd = -1, i;
    unsigned long long cwd_bytes = 0;
    const char *hide[16];
    for (i = 1; i < argc && strcmp(argv[i], "--"); i++) {
        const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(opt, "--noop")) return 0;
        if (!strcmp(opt, "--noop-write")) {  /* the probe of a bounded directory: a file can be made in the cwd */
            int fd = open("judge-probe", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
            int ok = fd >= 0 && write(fd, "1", 1) == 1;
            if (fd >= 0) close(fd);
            return ok && !unlink("judge-probe") ? 0 : 1;
        }
        if (!strcmp(opt, "--hold")) {  /* stay in this namespace until stdin closes */
            char c;
            if (write(1, "ready\n", 6) != 6) return 1;
            while (read(0, &c, 1) > 0) {}
            return 0;
        }
        if (!strcmp(opt, "--new-netns")) { new_netns = 1; continue; }
        if (!strcmp(opt, "--userns")) { userns = 1; continue; }
        if (!val) { errno = EINVAL; fail("missing value for", opt); }
        i++;
        if (!strcmp(opt, "--status-fd")) { status_fd = atoi(val); fcntl(status_fd, F_SETFD, FD_CLOEXEC); }
        else if (!strcmp(opt, "--netns-fd")) netns_fd = atoi(val);
        else if (!strcmp(opt, "--uid")) uid = atol(val);
        else if (!strcmp(opt, "--kill-uid")) kill_uid = atol(val);
        else if (!strcmp(opt, "--hide") && n_hide < 16) hide[n_hide++] = val;
        else if (!strcmp(opt, "--cwd-bytes")) cwd_bytes = strtoull(val, NULL, 10);
        else if (!strcmp(opt, "--rlimit")) {  /* NAME=SOFT:HARD */
            char name[16];
            unsigned long long soft, hard;
            struct rlimit rl;
            if (sscanf(val, "%15[a-z]=%llu:%llu", name, &soft, &hard) != 3 || rlimit_id(name) < 0) {
                errno = EINVAL;
                fail("bad --rlimit", val);
            }
            rl.rlim_cur = (rlim_t)soft;
            rl.rlim_max = (rlim_t)hard;
            if (setrlimit(rlimit_id(name), &rl)) fail("setrlimit", val);
        }
        else { errno = EINVAL; fail("unknown option", opt); }
    }
    if (kill_uid >= 0) {
        /* As that uid, kill(-1) reaches every process of the uid (not this one) and nothing else. */
        if (setgroups(0, NULL) || setgid((gid_t)kill_uid) || setuid((uid_t)kill_uid)) fail("setuid", NULL);
        kill(-1, SIGKILL);
        kill(-1, SIGKILL);
        return 0;
    }
    if (i + 1 >= argc) { errno = EINVAL; fail("no program given", NULL); }
    if (setsid() < 0) fail("setsid", NULL);  /* own process group, killed as a whole */
    if (userns) {
        /* Our own uid and gid, mapped to themselves: unmapped, no file could be made on a tmpfs mounted in the
           namespace (EOVERFLOW). Never to 0: a program of uid 0 there would keep its capabilities after exec. */
        char map[64];
        unsigned own_uid = (unsigned)getuid(), own_gid = (unsigned)getgid();
        if (unshare(CLONE_NEWUSER)) fail("unshare", "user namespace");
        write_text("/proc/self/setgroups", "deny");
        snprintf(map, sizeof map, "%u %u 1", own_uid, own_uid);
        write_text("/proc/self/uid_map", map);
        snprintf(map, sizeof map, "%u %u 1", own_gid, own_gid);
        write_text("/proc/self/gid_map", map);
    }
    if (netns_fd >= 0) {
        if (setns(netns_fd, CLONE_NEWNET)) fail("setns", "network namespace");
        close(netns_fd);
    } else if (new_netns && unshare(CLONE_NEWNET)) fail("unshare", "network namespace");
    if (n_hide) {
        /* The cwd still points into the hidden tree; absolute paths see empty read-only directories. */
        if (unshare(CLONE_NEWNS)) fail("unshare", "mount namespace");
        if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL)) fail("mount --make-rprivate", "/");
        if (cwd_bytes) {
            /* RLIMIT_FSIZE bounds one file, not how many: the program writes into a tmpfs of cwd_bytes in all. Its
               binary, in the cwd, is opened first and run from that descriptor. Before hiding: the path must exist. */
            char cwd[4096], opts[128];
            if (!getcwd(cwd, sizeof cwd)) fail("getcwd", NULL);
            if ((exe_fd = open(argv[i + 1], O_RDONLY | O_CLOEXEC)) < 0) fail("open", argv[i + 1]);
            int n = snprintf(opts, sizeof opts, "size=%llu,nr_inodes=1024,mode=700", cwd_bytes);
            if (uid >= 0) snprintf(opts + n, sizeof opts - (size_t)n, ",uid=%ld,gid=%ld", uid, uid);
            if (mount("tmpfs", cwd, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, opts)) fail("mount tmpfs on", cwd);
            if (chdir(cwd)) fail("chdir", cwd);
        }
        for (int k = 0; k < n_hide; k++)
            if (mount("tmpfs", hide[k], "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC,
                      "size=4k,nr_inodes=2,mode=555"))
                fail("mount tmpfs on", hide[k]);
    }
    if (uid >= 0) {
        if (setgroups(0, NULL)) fail("setgroups", NULL);
        if (setgid((gid_t)uid)) fail("setgid", NULL);
        if (setuid((uid_t)uid)) fail("setuid", NULL);
    }
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);  /* set after setuid, which clears it */
    if (exe_fd >= 0) {
        extern char **environ;
        syscall(SYS_execveat, exe_fd, "", argv + i + 1, environ, AT_EMPTY_PATH);
    } else
        execv(argv[i + 1], argv + i + 1);
    fail("exec", argv[i + 1]);
    return 125;
}
