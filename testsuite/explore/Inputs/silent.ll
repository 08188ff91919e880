; calls of externals by their attributes (SPEC.md section 10, "Silent
; externals"): the source of the pairs in silent.test; silent-opt.ll holds
; what a pass may (or may not) make of each function
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @may_throw()
declare i32 @none14(i32) nounwind readnone willreturn          ; LLVM 14's spelling
declare i32 @none19(i32) nounwind willreturn memory(none)      ; LLVM 16+'s
declare i32 @plain(i32)                                        ; the call site says it
declare i32 @read14(i32) nounwind readonly willreturn
declare i32 @read19(i32) nounwind willreturn memory(read)
declare i32 @argread(ptr) nounwind willreturn memory(argmem: read)
declare i32 @none_may_throw(i32) readnone willreturn
declare i32 @none_may_loop(i32) nounwind readnone
declare i32 @writes(i32) nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @argwrites(ptr) nounwind willreturn memory(argmem: readwrite)
declare void @argwrites14(ptr) nounwind willreturn argmemonly

; an unused call of a readnone nounwind willreturn external: deleted
define i32 @del14() {
  %x = call i32 @none14(i32 1)
  call void @may_throw()
  ret i32 0
}
define i32 @del19() {
  %x = call i32 @none19(i32 1)
  call void @may_throw()
  ret i32 0
}
define i32 @del_callsite() {
  %x = call i32 @plain(i32 1) #0
  call void @may_throw()
  ret i32 0
}
define i32 @del_read() {
  %x = call i32 @read14(i32 1)
  %y = call i32 @read19(i32 2)
  call void @may_throw()
  ret i32 0
}
; two calls with the same arguments: one answer (merged by CSE)
define i32 @cse() {
  %x = call i32 @none_may_throw(i32 1)
  %y = call i32 @none_may_throw(i32 1)
  %r = add i32 %x, %y
  ret i32 %r
}
define i32 @cse_read() {
  %x = call i32 @read19(i32 1)
  %y = call i32 @read19(i32 1)
  %r = add i32 %x, %y
  ret i32 %r
}
; not equivalent: an observable call between two read-only calls (the
; state they read may have changed)
define i32 @cse_read_across() {
  %x = call i32 @read19(i32 1)
  call void @may_throw()
  %y = call i32 @read19(i32 1)
  %r = sub i32 %x, %y
  ret i32 %r
}
; not equivalent: other arguments, another answer
define i32 @cse_args() {
  %x = call i32 @none19(i32 1)
  %y = call i32 @none19(i32 2)
  %r = sub i32 %x, %y
  ret i32 %r
}
; not equivalent: the call may throw (no nounwind)
define i32 @del_may_throw() {
  %x = call i32 @none_may_throw(i32 1)
  ret i32 0
}
; not equivalent: the call may not return (no willreturn)
define i32 @del_may_loop() {
  %x = call i32 @none_may_loop(i32 1)
  ret i32 0
}
; not equivalent: the call may write memory other than its arguments' (I/O
; is inaccessible memory): it is an event
define i32 @del_writes(ptr %p) {
  %x = call i32 @writes(i32 1)
  ret i32 0
}
; equivalent: a call that may write only what its pointer arguments point
; to (argmemonly, memory(argmem: ...)), a local no one reads: deleted
define void @del_argwrites() {
  %p = alloca i32
  call void @argwrites(ptr %p)
  call void @argwrites14(ptr %p)
  ret void
}

; not equivalent: memory(argmem: read) reads what the pointer points to;
; a store between the calls is not an observable event, so ehi keeps one
; answer for both calls (equivalent: the memory state is not modelled)
define i32 @argread_store() {
  %p = alloca i32
  store i32 1, ptr %p
  %x = call i32 @argread(ptr %p)
  store i32 2, ptr %p
  %y = call i32 @argread(ptr %p)
  %r = sub i32 %x, %y
  ret i32 %r
}

attributes #0 = { nounwind readnone willreturn }
