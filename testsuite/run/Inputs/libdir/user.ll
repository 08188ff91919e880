; The program of run/libdir.test: clang 14's typed pointers and layout.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [11 x i8] c"answer %d\0A\00"
@fmt2 = private constant [23 x i8] c"through a pointer: %s\0A\00"
@fmt3 = private constant [11 x i8] c"caught %d\0A\00"

declare i32 @printf(i8*, ...)
declare i32 @puts(i8*)
declare i32 @lib_answer(i32)
declare i8* @lib_name()
declare i8* ()* @lib_name_fn()
declare void @lib_throw(i32)
declare i32 @lib_broken()
declare i32 @__gxx_personality_v0(...)
declare i8* @__cxa_begin_catch(i8*)
declare void @__cxa_end_catch()

define i32 @main() #0 personality i32 (...)* @__gxx_personality_v0 {
  %a = call i32 @lib_answer(i32 2)
  call i32 (i8*, ...) @printf(i8* getelementptr ([11 x i8], [11 x i8]* @fmt, i64 0, i64 0), i32 %a)
  %n = call i8* @lib_name()
  call i32 @puts(i8* %n)
  %f = call i8* ()* @lib_name_fn()
  %n2 = call i8* %f()
  call i32 (i8*, ...) @printf(i8* getelementptr ([23 x i8], [23 x i8]* @fmt2, i64 0, i64 0), i8* %n2)
  invoke void @lib_throw(i32 7) to label %done unwind label %lpad
lpad:
  %lp = landingpad { i8*, i32 } catch i8* null
  %x = extractvalue { i8*, i32 } %lp, 0
  %p = call i8* @__cxa_begin_catch(i8* %x)
  %ip = bitcast i8* %p to i32*
  %v = load i32, i32* %ip
  call i32 (i8*, ...) @printf(i8* getelementptr ([11 x i8], [11 x i8]* @fmt3, i64 0, i64 0), i32 %v)
  call void @__cxa_end_catch()
  br label %done
done:
  ret i32 0
}

define i32 @broken() {
  %r = call i32 @lib_broken()
  ret i32 %r
}

attributes #0 = { nounwind }
