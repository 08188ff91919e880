; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Sub = type { %struct.Ex }
%struct.Ex = type { i32 }

$_ZN3SubC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

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
@_ZTS3Sub = linkonce_odr dso_local constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Ex = linkonce_odr dso_local constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2Ex }, comdat, align 8
@_ZTI3Sub = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Sub, ptr @_ZTI2Ex }, comdat, align 8
@_ZTIi = external constant ptr
@_ZL4live = internal global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal global i32 0, align 4
@_ZL6copies = internal global i32 0, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Sub, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %9

9:                                                ; preds = %66, %0
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %10, 1000
  br i1 %11, label %12, label %69

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %15

14:                                               ; preds = %12
  br label %34

15:                                               ; preds = %12
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Sub
          catch ptr @_ZTI2Ex
          catch ptr @_ZTIi
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %4, align 8
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %5, align 4
  %21 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Sub) #6
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %41

23:                                               ; preds = %19
  %24 = load ptr, ptr %4, align 8
  %25 = call ptr @__cxa_get_exception_ptr(ptr %24) #6
  invoke void @_ZN3SubC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %8, ptr noundef nonnull align 4 dereferenceable(4) %25)
          to label %26 unwind label %80

26:                                               ; preds = %23
  %27 = call ptr @__cxa_begin_catch(ptr %24) #6
  %28 = getelementptr inbounds %struct.Ex, ptr %8, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = mul nsw i32 %29, 3
  %31 = sext i32 %30 to i64
  %32 = load i64, ptr %2, align 8
  %33 = add nsw i64 %32, %31
  store i64 %33, ptr %2, align 8
  call void @_ZN3SubD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  call void @__cxa_end_catch()
  br label %34

34:                                               ; preds = %26, %44, %57, %14
  %35 = load i32, ptr @_ZL4live, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %65

37:                                               ; preds = %34
  %38 = load i32, ptr @_ZL4live, align 4
  %39 = load i32, ptr %3, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i32 noundef %39)
  br label %65

41:                                               ; preds = %19
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI2Ex) #6
  %43 = icmp eq i32 %20, %42
  br i1 %43, label %44, label %54

44:                                               ; preds = %41
  %45 = load ptr, ptr %4, align 8
  %46 = call ptr @__cxa_begin_catch(ptr %45) #6
  store ptr %46, ptr %7, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = getelementptr inbounds %struct.Ex, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %48, align 4
  %50 = mul nsw i32 %49, 2
  %51 = sext i32 %50 to i64
  %52 = load i64, ptr %2, align 8
  %53 = add nsw i64 %52, %51
  store i64 %53, ptr %2, align 8
  call void @__cxa_end_catch()
  br label %34

54:                                               ; preds = %41
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %56 = icmp eq i32 %20, %55
  br i1 %56, label %57, label %75

57:                                               ; preds = %54
  %58 = load ptr, ptr %4, align 8
  %59 = call ptr @__cxa_begin_catch(ptr %58) #6
  %60 = load i32, ptr %59, align 4
  store i32 %60, ptr %6, align 4
  %61 = load i32, ptr %6, align 4
  %62 = sext i32 %61 to i64
  %63 = load i64, ptr %2, align 8
  %64 = add nsw i64 %63, %62
  store i64 %64, ptr %2, align 8
  call void @__cxa_end_catch() #6
  br label %34

65:                                               ; preds = %37, %34
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %3, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %3, align 4
  br label %9, !llvm.loop !5

69:                                               ; preds = %9
  %70 = load i64, ptr %2, align 8
  %71 = load i32, ptr @_ZL4made, align 4
  %72 = load i32, ptr @_ZL6copies, align 4
  %73 = load i32, ptr @_ZL4live, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %70, i32 noundef %71, i32 noundef %72, i32 noundef %73)
  ret i32 0

75:                                               ; preds = %54
  %76 = load ptr, ptr %4, align 8
  %77 = load i32, ptr %5, align 4
  %78 = insertvalue { ptr, i32 } poison, ptr %76, 0
  %79 = insertvalue { ptr, i32 } %78, i32 %77, 1
  resume { ptr, i32 } %79

80:                                               ; preds = %23
  %81 = landingpad { ptr, i32 }
          catch ptr null
  %82 = extractvalue { ptr, i32 } %81, 0
  call void @__clang_call_terminate(ptr %82) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = srem i32 %5, 3
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 4) #6
  %10 = load i32, ptr %2, align 4
  invoke void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %8
  call void @__cxa_throw(ptr %9, ptr @_ZTI2Ex, ptr @_ZN2ExD2Ev) #8
  unreachable

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  call void @__cxa_free_exception(ptr %9) #6
  br label %31

16:                                               ; preds = %1
  %17 = load i32, ptr %2, align 4
  %18 = srem i32 %17, 3
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %20, label %28

20:                                               ; preds = %16
  %21 = call ptr @__cxa_allocate_exception(i64 4) #6
  %22 = load i32, ptr %2, align 4
  invoke void @_ZN3SubC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %21, i32 noundef %22)
          to label %23 unwind label %24

23:                                               ; preds = %20
  call void @__cxa_throw(ptr %21, ptr @_ZTI3Sub, ptr @_ZN3SubD2Ev) #8
  unreachable

24:                                               ; preds = %20
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %3, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %4, align 4
  call void @__cxa_free_exception(ptr %21) #6
  br label %31

28:                                               ; preds = %16
  %29 = call ptr @__cxa_allocate_exception(i64 4) #6
  %30 = load i32, ptr %2, align 4
  store i32 %30, ptr %29, align 16
  call void @__cxa_throw(ptr %29, ptr @_ZTIi, ptr null) #8
  unreachable

31:                                               ; preds = %24, %12
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %4, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

declare dso_local ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3SubC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN2ExC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6)
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3SubD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN2ExD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #5

declare dso_local ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr @_ZL4live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL4live, align 4
  %10 = load i32, ptr @_ZL4made, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZL4made, align 4
  ret void
}

declare dso_local void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ExD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZL4live, align 4
  ret void
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3SubC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  call void @_ZN2ExC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ExC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Ex, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = load i32, ptr @_ZL4live, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @_ZL4live, align 4
  %12 = load i32, ptr @_ZL6copies, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL6copies, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
