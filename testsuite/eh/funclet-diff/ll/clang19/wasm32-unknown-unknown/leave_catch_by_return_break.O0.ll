; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1EC2Ei = comdat any

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@.str = private unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"continue\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"goto\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"break\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = call noundef i32 @_ZL9by_returnv()
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %6)
  store i32 2, ptr %2, align 4
  br label %8

8:                                                ; preds = %40, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 6
  br i1 %10, label %11, label %69

11:                                               ; preds = %8
  %12 = call ptr @__cxa_allocate_exception(i32 4) #7
  %13 = load i32, ptr %2, align 4
  %14 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef %13)
          to label %15 unwind label %43

15:                                               ; preds = %11
  invoke void @__cxa_throw(ptr %12, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #6
          to label %71 unwind label %16

16:                                               ; preds = %15, %43
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @_ZTI1E]
  %20 = call ptr @llvm.wasm.get.exception(token %19)
  store ptr %20, ptr %3, align 4
  %21 = call i32 @llvm.wasm.get.ehselector(token %19)
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %18
  %25 = load ptr, ptr %3, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #7 [ "funclet"(token %19) ]
  store ptr %26, ptr %4, align 4
  %27 = load ptr, ptr %4, align 4
  %28 = getelementptr inbounds %struct.E, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = icmp eq i32 %29, 2
  br i1 %30, label %31, label %45

31:                                               ; preds = %24
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1) [ "funclet"(token %19) ]
          to label %33 unwind label %66

33:                                               ; preds = %31
  store i32 4, ptr %5, align 4
  br label %62

34:                                               ; preds = %18
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %19) ]
  unreachable

35:                                               ; preds = %65
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  br label %37

37:                                               ; preds = %35, %63
  %38 = load i32, ptr %2, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %38)
  br label %40

40:                                               ; preds = %37, %63
  %41 = load i32, ptr %2, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %2, align 4
  br label %8, !llvm.loop !2

43:                                               ; preds = %11
  %44 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %12) #7 [ "funclet"(token %44) ]
  cleanupret from %44 unwind label %16

45:                                               ; preds = %24
  %46 = load ptr, ptr %4, align 4
  %47 = getelementptr inbounds %struct.E, ptr %46, i32 0, i32 0
  %48 = load i32, ptr %47, align 4
  %49 = icmp eq i32 %48, 3
  br i1 %49, label %50, label %53

50:                                               ; preds = %45
  %51 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2) [ "funclet"(token %19) ]
          to label %52 unwind label %66

52:                                               ; preds = %50
  store i32 5, ptr %5, align 4
  br label %62

53:                                               ; preds = %45
  %54 = load ptr, ptr %4, align 4
  %55 = getelementptr inbounds %struct.E, ptr %54, i32 0, i32 0
  %56 = load i32, ptr %55, align 4
  %57 = icmp eq i32 %56, 4
  br i1 %57, label %58, label %61

58:                                               ; preds = %53
  %59 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3) [ "funclet"(token %19) ]
          to label %60 unwind label %66

60:                                               ; preds = %58
  store i32 2, ptr %5, align 4
  br label %62

61:                                               ; preds = %53
  store i32 0, ptr %5, align 4
  br label %62

62:                                               ; preds = %52, %61, %60, %33
  call void @__cxa_end_catch() [ "funclet"(token %19) ]
  catchret from %19 to label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %5, align 4
  switch i32 %64, label %71 [
    i32 0, label %65
    i32 4, label %40
    i32 2, label %69
    i32 5, label %37
  ]

65:                                               ; preds = %63
  br label %35

66:                                               ; preds = %58, %50, %31
  %67 = cleanuppad within %19 []
  invoke void @__cxa_end_catch() [ "funclet"(token %67) ]
          to label %68 unwind label %72

68:                                               ; preds = %66
  cleanupret from %67 unwind to caller

69:                                               ; preds = %63, %8
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret i32 0

71:                                               ; preds = %63, %15
  unreachable

72:                                               ; preds = %66
  %73 = cleanuppad within %67 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %73) ]
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL9by_returnv() #2 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = call ptr @__cxa_allocate_exception(i32 4) #7
  %5 = invoke noundef ptr @_ZN1EC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1)
          to label %6 unwind label %28

6:                                                ; preds = %0
  invoke void @__cxa_throw(ptr %4, ptr @_ZTI1E, ptr @_ZN1ED2Ev) #6
          to label %36 unwind label %7

7:                                                ; preds = %6, %28
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @_ZTI1E]
  %11 = call ptr @llvm.wasm.get.exception(token %10)
  store ptr %11, ptr %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI1E) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 4
  %17 = call ptr @__cxa_begin_catch(ptr %16) #7 [ "funclet"(token %10) ]
  store ptr %17, ptr %3, align 4
  %18 = load ptr, ptr %3, align 4
  %19 = getelementptr inbounds %struct.E, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %20) [ "funclet"(token %10) ]
          to label %22 unwind label %30

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 4
  %24 = getelementptr inbounds %struct.E, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %1, align 4
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %33

26:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %10) ]
  unreachable

27:                                               ; No predecessors!
  store i32 0, ptr %1, align 4
  br label %34

28:                                               ; preds = %0
  %29 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %4) #7 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %7

30:                                               ; preds = %15
  %31 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %31) ]
          to label %32 unwind label %37

32:                                               ; preds = %30
  cleanupret from %31 unwind to caller

33:                                               ; preds = %22
  br label %34

34:                                               ; preds = %27, %33
  %35 = load i32, ptr %1, align 4
  ret i32 %35

36:                                               ; preds = %6
  unreachable

37:                                               ; preds = %30
  %38 = cleanuppad within %31 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %38) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1EC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
