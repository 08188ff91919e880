; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.T = type { i32 }

$_ZN1TC2Ei = comdat any

$_ZN1TD2Ev = comdat any

$_ZNK1T4boomEv = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %5

5:                                                ; preds = %28, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %34

8:                                                ; preds = %5
  %9 = load i32, ptr %2, align 4
  invoke void @_ZL6scopesi(i32 noundef %9)
          to label %31 unwind label %10

10:                                               ; preds = %8
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTIi]
  %14 = call ptr @llvm.wasm.get.exception(token %13)
  store ptr %14, ptr %3, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = load ptr, ptr %3, align 4
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7 [ "funclet"(token %13) ]
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %4, align 4
  %22 = load i32, ptr %4, align 4
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22) [ "funclet"(token %13) ]
          to label %24 unwind label %32

24:                                               ; preds = %18
  call void @__cxa_end_catch() #7 [ "funclet"(token %13) ]
  catchret from %13 to label %25

25:                                               ; preds = %24
  br label %27

26:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %13) ]
  unreachable

27:                                               ; preds = %25, %31
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %2, align 4
  br label %5, !llvm.loop !2

31:                                               ; preds = %8
  br label %27

32:                                               ; preds = %18
  %33 = cleanuppad within %13 []
  call void @__cxa_end_catch() #7 [ "funclet"(token %33) ]
  cleanupret from %33 unwind to caller

34:                                               ; preds = %5
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6scopesi(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.T, align 4
  %4 = alloca %struct.T, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.T, align 4
  %7 = alloca %struct.T, align 4
  %8 = alloca %struct.T, align 4
  %9 = alloca %struct.T, align 4
  %10 = alloca %struct.T, align 4
  store i32 %0, ptr %2, align 4
  %11 = call noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  %12 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %13 unwind label %70

13:                                               ; preds = %1
  %14 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 3)
          to label %15 unwind label %61

15:                                               ; preds = %13
  store ptr %6, ptr %5, align 4
  %16 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 4)
          to label %17 unwind label %58

17:                                               ; preds = %15
  %18 = load i32, ptr %2, align 4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %17
  %21 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 40, ptr %21, align 16
  invoke void @__cxa_throw(ptr %21, ptr @_ZTIi, ptr null) #5
          to label %73 unwind label %34

22:                                               ; preds = %17
  %23 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #7
  %24 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 5)
          to label %25 unwind label %58

25:                                               ; preds = %22
  %26 = load i32, ptr %2, align 4
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %40

28:                                               ; preds = %25
  %29 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 6)
          to label %30 unwind label %55

30:                                               ; preds = %28
  %31 = invoke noundef i32 @_ZNK1T4boomEv(ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %32 unwind label %37

32:                                               ; preds = %30
  %33 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #7
  br label %40

34:                                               ; preds = %20
  %35 = cleanuppad within none []
  %36 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #7 [ "funclet"(token %35) ]
  cleanupret from %35 unwind label %58

37:                                               ; preds = %30
  %38 = cleanuppad within none []
  %39 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #7 [ "funclet"(token %38) ]
  cleanupret from %38 unwind label %55

40:                                               ; preds = %32, %25
  %41 = load ptr, ptr %5, align 4
  %42 = getelementptr inbounds %struct.T, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %42, align 4
  %44 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %43)
          to label %45 unwind label %55

45:                                               ; preds = %40
  %46 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7
  %47 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  %48 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7
  %49 = invoke noundef ptr @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 7)
          to label %50 unwind label %70

50:                                               ; preds = %45
  %51 = load i32, ptr %2, align 4
  %52 = icmp eq i32 %51, 2
  br i1 %52, label %53, label %64

53:                                               ; preds = %50
  %54 = call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 70, ptr %54, align 16
  invoke void @__cxa_throw(ptr %54, ptr @_ZTIi, ptr null) #5
          to label %73 unwind label %67

55:                                               ; preds = %40, %37, %28
  %56 = cleanuppad within none []
  %57 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #7 [ "funclet"(token %56) ]
  cleanupret from %56 unwind label %58

58:                                               ; preds = %55, %22, %34, %15
  %59 = cleanuppad within none []
  %60 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7 [ "funclet"(token %59) ]
  cleanupret from %59 unwind label %61

61:                                               ; preds = %58, %13
  %62 = cleanuppad within none []
  %63 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #7 [ "funclet"(token %62) ]
  cleanupret from %62 unwind label %70

64:                                               ; preds = %50
  %65 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #7
  %66 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret void

67:                                               ; preds = %53
  %68 = cleanuppad within none []
  %69 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #7 [ "funclet"(token %68) ]
  cleanupret from %68 unwind label %70

70:                                               ; preds = %67, %45, %61, %1
  %71 = cleanuppad within none []
  %72 = call noundef ptr @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7 [ "funclet"(token %71) ]
  cleanupret from %71 unwind to caller

73:                                               ; preds = %53, %20
  unreachable
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN1TC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  ret ptr %5
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN1TD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZNK1T4boomEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
  %7 = call ptr @__cxa_allocate_exception(i32 4) #7
  %8 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #5
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
