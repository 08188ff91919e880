; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@g_keep = hidden global ptr null, align 4
@_ZTISt9bad_alloc = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.1 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"allocated\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 -2147483648, ptr %2, align 4
  call void @_ZL4grabm(i32 noundef 16)
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL4grabm(i32 noundef %6)
          to label %52 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTISt9bad_alloc]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  store ptr %11, ptr %3, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9bad_alloc) #8
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %9
  %16 = load ptr, ptr %3, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #8 [ "funclet"(token %10) ]
  store ptr %17, ptr %4, align 4
  %18 = load ptr, ptr %4, align 4
  %19 = load ptr, ptr %18, align 4
  %20 = getelementptr inbounds ptr, ptr %19, i64 2
  %21 = load ptr, ptr %20, align 4
  %22 = call noundef ptr %21(ptr noundef nonnull align 4 dereferenceable(4) %18) #8 [ "funclet"(token %10) ]
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %22) [ "funclet"(token %10) ]
          to label %24 unwind label %53

24:                                               ; preds = %15
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %25

25:                                               ; preds = %24
  br label %27

26:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

27:                                               ; preds = %25, %52
  %28 = load i32, ptr %2, align 4
  %29 = add i32 %28, 64
  invoke void @_ZL4grabm(i32 noundef %29)
          to label %51 unwind label %30

30:                                               ; preds = %27
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [ptr @_ZTISt9exception]
  %34 = call ptr @llvm.wasm.get.exception(token %33)
  store ptr %34, ptr %3, align 4
  %35 = call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #8
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %49

38:                                               ; preds = %32
  %39 = load ptr, ptr %3, align 4
  %40 = call ptr @__cxa_begin_catch(ptr %39) #8 [ "funclet"(token %33) ]
  store ptr %40, ptr %5, align 4
  %41 = load ptr, ptr %5, align 4
  %42 = load ptr, ptr %41, align 4
  %43 = getelementptr inbounds ptr, ptr %42, i64 2
  %44 = load ptr, ptr %43, align 4
  %45 = call noundef ptr %44(ptr noundef nonnull align 4 dereferenceable(4) %41) #8 [ "funclet"(token %33) ]
  %46 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %45) [ "funclet"(token %33) ]
          to label %47 unwind label %56

47:                                               ; preds = %38
  call void @__cxa_end_catch() [ "funclet"(token %33) ]
  catchret from %33 to label %48

48:                                               ; preds = %47
  br label %50

49:                                               ; preds = %32
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %33) ]
  unreachable

50:                                               ; preds = %48, %51
  ret i32 0

51:                                               ; preds = %27
  br label %50

52:                                               ; preds = %0
  br label %27

53:                                               ; preds = %15
  %54 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %54) ]
          to label %55 unwind label %59

55:                                               ; preds = %53
  cleanupret from %54 unwind to caller

56:                                               ; preds = %38
  %57 = cleanuppad within %33 []
  invoke void @__cxa_end_catch() [ "funclet"(token %57) ]
          to label %58 unwind label %61

58:                                               ; preds = %56
  cleanupret from %57 unwind to caller

59:                                               ; preds = %53
  %60 = cleanuppad within %54 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %60) ]
  unreachable

61:                                               ; preds = %56
  %62 = cleanuppad within %57 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %62) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4grabm(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call noalias noundef nonnull ptr @_Znwm(i32 noundef %3) #10
  store volatile ptr %4, ptr @g_keep, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %6 = load volatile ptr, ptr @g_keep, align 4
  call void @_ZdlPv(ptr noundef %6) #8
  ret void
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i32 noundef) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) #7

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
