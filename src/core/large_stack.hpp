#pragma once
// Runs a deeply recursive computation on a thread with a large stack, waits for it and hands back
// its result or rethrows its exception. For engines whose recursion depth is bounded by the input's
// size (e.g. the birthday of a game) but exceeds the 8 MiB of an ordinary thread: the stack is only
// reserved address space, pages are committed as the recursion touches them.
//
// Each calling thread keeps one such helper thread and hands it every job, instead of starting a
// thread per call: a claim that asks a game file for 10⁴ values made 4.4·10⁴ threads, each mapping
// and unmapping 1 GiB (a third of the example claim files' time went to the kernel). The helper
// inherits the caller's worker index (per_worker.hpp), so per-worker state stays the caller's.
#include <pthread.h>
#include <unistd.h>

#include <condition_variable>
#include <cstring>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "core/per_worker.hpp"

namespace cgcheck {

namespace detail {

class LargeStackThread {
 public:
  explicit LargeStackThread(std::size_t stack_bytes) : stack_bytes_(stack_bytes), owner_(::getpid()) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack_bytes);
    const int rc = pthread_create(&thread_, &attr, &LargeStackThread::main, this);
    pthread_attr_destroy(&attr);
    if (rc != 0) throw std::runtime_error(std::string("cannot start a solver thread: ") + std::strerror(rc));
  }
  ~LargeStackThread() {
    if (::getpid() != owner_) return;  // a child made by fork() has no helper thread to join
    {
      const std::lock_guard lock(mu_);
      quit_ = true;
    }
    cv_.notify_all();
    pthread_join(thread_, nullptr);
  }
  LargeStackThread(const LargeStackThread&) = delete;
  LargeStackThread& operator=(const LargeStackThread&) = delete;

  std::size_t stack_bytes() const { return stack_bytes_; }
  bool usable() const { return ::getpid() == owner_; }

  // Runs job on the helper and waits for it.
  void run(const std::function<void()>& job) {
    std::unique_lock lock(mu_);
    job_ = &job;
    worker_ = worker_index;
    cv_.notify_all();
    cv_.wait(lock, [&] { return job_ == nullptr; });
  }

 private:
  static void* main(void* p) {
    auto* self = static_cast<LargeStackThread*>(p);
    std::unique_lock lock(self->mu_);
    for (;;) {
      self->cv_.wait(lock, [&] { return self->quit_ || self->job_ != nullptr; });
      if (self->job_ == nullptr) return nullptr;
      worker_index = self->worker_;
      lock.unlock();
      (*self->job_)();  // never throws: the job catches into its own exception_ptr
      lock.lock();
      self->job_ = nullptr;
      self->cv_.notify_all();
    }
  }

  std::size_t stack_bytes_;
  pid_t owner_;
  pthread_t thread_{};
  std::mutex mu_;
  std::condition_variable cv_;
  const std::function<void()>* job_ = nullptr;
  unsigned worker_ = 0;
  bool quit_ = false;
};

// The calling thread's helper, replaced by a larger one when a job asks for more stack.
inline LargeStackThread& large_stack_thread(std::size_t stack_bytes) {
  thread_local std::unique_ptr<LargeStackThread> helper;
  if (helper && !helper->usable()) (void)helper.release();  // inherited through fork(): its thread is gone
  if (!helper || helper->stack_bytes() < stack_bytes) {
    helper.reset();
    helper = std::make_unique<LargeStackThread>(stack_bytes);
  }
  return *helper;
}

}  // namespace detail

template <class F>
std::invoke_result_t<F&> on_large_stack(std::size_t stack_bytes, F&& f) {
  using R = std::invoke_result_t<F&>;
  std::optional<R> result;
  std::exception_ptr error;
  const std::function<void()> job = [&] {
    try {
      result.emplace(f());
    } catch (...) {
      error = std::current_exception();
    }
  };
  detail::large_stack_thread(stack_bytes).run(job);
  if (error) std::rethrow_exception(error);
  return std::move(*result);
}

}  // namespace cgcheck
