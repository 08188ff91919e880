; ModuleID = 'terminate_in_handler.cpp'
source_filename = "terminate_in_handler.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Problem = type { i32 }

$_ZTS7Problem = comdat any

$_ZTI7Problem = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Problem = linkonce_odr hidden constant [9 x i8] c"7Problem\00", comdat, align 1
@_ZTI7Problem = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS7Problem }, comdat, align 4
@.str = private unnamed_addr constant [24 x i8] c"handling %d, giving up\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #6
  %5 = getelementptr inbounds %struct.Problem, ptr %4, i32 0, i32 0
  store i32 4, ptr %5, align 16
  invoke void @__cxa_throw(ptr %4, ptr @_ZTI7Problem, ptr null) #5
          to label %27 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @_ZTI7Problem]
  %10 = call ptr @llvm.wasm.get.exception(token %9)
  store ptr %10, ptr %2, align 4
  %11 = call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Problem) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %8
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #6 [ "funclet"(token %9) ]
  store ptr %16, ptr %3, align 4
  %17 = load ptr, ptr %3, align 4
  %18 = getelementptr inbounds %struct.Problem, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19) [ "funclet"(token %9) ]
          to label %21 unwind label %24

21:                                               ; preds = %14
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable

22:                                               ; preds = %8
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %9) ]
  unreachable

23:                                               ; No predecessors!
  ret i32 0

24:                                               ; preds = %14
  %25 = cleanuppad within %9 []
  invoke void @__cxa_end_catch() [ "funclet"(token %25) ]
          to label %26 unwind label %28

26:                                               ; preds = %24
  cleanupret from %25 unwind to caller

27:                                               ; preds = %0
  unreachable

28:                                               ; preds = %24
  %29 = cleanuppad within %25 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %29) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noreturn nounwind
declare void @_ZSt9terminatev() #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
