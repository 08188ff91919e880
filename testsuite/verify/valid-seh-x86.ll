; Valid: 32-bit SEH (_except_handler3): the parent escapes two locals with
; llvm.localescape in its entry block; filter functions recover them with
; llvm.eh.recoverfp and llvm.localrecover (indices 0 and 1).
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "i686-pc-windows-msvc"

declare i32 @_except_handler3(...)
declare i32 @g(i32)
declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg)
declare ptr @llvm.eh.recoverfp(ptr, ptr)
declare ptr @llvm.frameaddress.p0(i32 immarg)

define internal i32 @"?filt$0@0@f@@"() {
entry:
  %ebp = call ptr @llvm.frameaddress.p0(i32 1)
  %fp = call ptr @llvm.eh.recoverfp(ptr @f, ptr %ebp)
  %code.slot = call ptr @llvm.localrecover(ptr @f, ptr %fp, i32 0)
  %x.slot = call ptr @llvm.localrecover(ptr @f, ptr %fp, i32 1)
  %x = load i32, ptr %x.slot, align 4
  ret i32 %x
}

define i32 @f(i32 %x) personality ptr @_except_handler3 {
entry:
  %code = alloca i32, align 4
  %xs = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %code, ptr %xs)
  store i32 %x, ptr %xs, align 4
  %r = invoke i32 @g(i32 %x) to label %done unwind label %cs
done:
  ret i32 %r
cs:
  %sw = catchswitch within none [label %h] unwind to caller
h:
  %cp = catchpad within %sw [ptr @"?filt$0@0@f@@"]
  catchret from %cp to label %except
except:
  ret i32 -1
}
