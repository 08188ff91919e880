; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Sub = type { %struct.Ex }
%struct.Ex = type { i32 }

$_ZN3SubC2ERKS_ = comdat any

$_ZN3SubD2Ev = comdat any

$_ZN2ExC2Ei = comdat any

$_ZN2ExD2Ev = comdat any

$_ZN3SubC2Ei = comdat any

$_ZN2ExC2ERKS_ = comdat any

$_ZTS3Sub = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

$_ZTI3Sub = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Sub = linkonce_odr hidden constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Ex = linkonce_odr hidden constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS2Ex }, comdat, align 4
@_ZTI3Sub = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Sub, ptr @_ZTI2Ex }, comdat, align 4
@_ZTIi = external constant ptr
@_ZL4live = internal global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal global i32 0, align 4
@_ZL6copies = internal global i32 0, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.Sub, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %71, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %74

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %69 unwind label %13

13:                                               ; preds = %11
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTI3Sub, ptr @_ZTI2Ex, ptr @_ZTIi]
  %17 = call ptr @llvm.wasm.get.exception(token %16)
  store ptr %17, ptr %4, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Sub) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %35

21:                                               ; preds = %15
  %22 = load ptr, ptr %4, align 4
  %23 = call ptr @__cxa_get_exception_ptr(ptr %22) #7 [ "funclet"(token %16) ]
  %24 = invoke noundef ptr @_ZN3SubC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef nonnull align 4 dereferenceable(4) %23) [ "funclet"(token %16) ]
          to label %25 unwind label %80

25:                                               ; preds = %21
  %26 = call ptr @__cxa_begin_catch(ptr %22) #7 [ "funclet"(token %16) ]
  %27 = getelementptr inbounds %struct.Ex, ptr %7, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = mul nsw i32 %28, 3
  %30 = sext i32 %29 to i64
  %31 = load i64, ptr %2, align 8
  %32 = add nsw i64 %31, %30
  store i64 %32, ptr %2, align 8
  %33 = call noundef ptr @_ZN3SubD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %7) #7 [ "funclet"(token %16) ]
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %34

34:                                               ; preds = %25
  br label %62

35:                                               ; preds = %15
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #7
  %37 = icmp eq i32 %18, %36
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load ptr, ptr %4, align 4
  %40 = call ptr @__cxa_begin_catch(ptr %39) #7 [ "funclet"(token %16) ]
  store ptr %40, ptr %6, align 4
  %41 = load ptr, ptr %6, align 4
  %42 = getelementptr inbounds %struct.Ex, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %42, align 4
  %44 = mul nsw i32 %43, 2
  %45 = sext i32 %44 to i64
  %46 = load i64, ptr %2, align 8
  %47 = add nsw i64 %46, %45
  store i64 %47, ptr %2, align 8
  call void @__cxa_end_catch() [ "funclet"(token %16) ]
  catchret from %16 to label %48

48:                                               ; preds = %38
  br label %62

49:                                               ; preds = %35
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %51 = icmp eq i32 %18, %50
  br i1 %51, label %52, label %61

52:                                               ; preds = %49
  %53 = load ptr, ptr %4, align 4
  %54 = call ptr @__cxa_begin_catch(ptr %53) #7 [ "funclet"(token %16) ]
  %55 = load i32, ptr %54, align 4
  store i32 %55, ptr %5, align 4
  %56 = load i32, ptr %5, align 4
  %57 = sext i32 %56 to i64
  %58 = load i64, ptr %2, align 8
  %59 = add nsw i64 %58, %57
  store i64 %59, ptr %2, align 8
  call void @__cxa_end_catch() #7 [ "funclet"(token %16) ]
  catchret from %16 to label %60

60:                                               ; preds = %52
  br label %62

61:                                               ; preds = %49
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %16) ]
  unreachable

62:                                               ; preds = %34, %48, %60, %69
  %63 = load i32, ptr @_ZL4live, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %70

65:                                               ; preds = %62
  %66 = load i32, ptr @_ZL4live, align 4
  %67 = load i32, ptr %3, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %66, i32 noundef %67)
  br label %70

69:                                               ; preds = %11
  br label %62

70:                                               ; preds = %65, %62
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %3, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %3, align 4
  br label %8, !llvm.loop !2

74:                                               ; preds = %8
  %75 = load i64, ptr %2, align 8
  %76 = load i32, ptr @_ZL4made, align 4
  %77 = load i32, ptr @_ZL6copies, align 4
  %78 = load i32, ptr @_ZL4live, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %75, i32 noundef %76, i32 noundef %77, i32 noundef %78)
  ret i32 0

80:                                               ; preds = %21
  %81 = cleanuppad within %16 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %81) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %13

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #7
  %8 = load i32, ptr %2, align 4
  %9 = invoke noundef ptr @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %8)
          to label %10 unwind label %11

10:                                               ; preds = %6
  call void @__cxa_throw(ptr %7, ptr @_ZTI2Ex, ptr @_ZN2ExD2Ev) #5
  unreachable

11:                                               ; preds = %6
  %12 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %7) #7 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

13:                                               ; preds = %1
  %14 = load i32, ptr %2, align 4
  %15 = srem i32 %14, 3
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %24

17:                                               ; preds = %13
  %18 = call ptr @__cxa_allocate_exception(i32 4) #7
  %19 = load i32, ptr %2, align 4
  %20 = invoke noundef ptr @_ZN3SubC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %18, i32 noundef %19)
          to label %21 unwind label %22

21:                                               ; preds = %17
  call void @__cxa_throw(ptr %18, ptr @_ZTI3Sub, ptr @_ZN3SubD2Ev) #5
  unreachable

22:                                               ; preds = %17
  %23 = cleanuppad within none []
  call void @__cxa_free_exception(ptr %18) #7 [ "funclet"(token %23) ]
  cleanupret from %23 unwind to caller

24:                                               ; preds = %13
  %25 = call ptr @__cxa_allocate_exception(i32 4) #7
  %26 = load i32, ptr %2, align 4
  store i32 %26, ptr %25, align 16
  call void @__cxa_throw(ptr %25, ptr @_ZTIi, ptr null) #5
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

declare void @__cxa_end_catch()

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN3SubC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN2ExC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6)
  ret ptr %5
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3SubD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN2ExD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret ptr %3
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i32 @printf(ptr noundef, ...) #6

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN2ExC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr @_ZL4live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL4live, align 4
  %10 = load i32, ptr @_ZL4made, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZL4made, align 4
  ret ptr %5
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN2ExD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load i32, ptr @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZL4live, align 4
  ret ptr %3
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3SubC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN2ExC2ERKS_(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.Ex, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = load i32, ptr @_ZL4live, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZL4live, align 4
  %12 = load i32, ptr @_ZL6copies, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL6copies, align 4
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
