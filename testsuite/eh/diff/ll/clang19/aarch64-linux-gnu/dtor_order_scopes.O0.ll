; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.T = type { i32 }

$_ZN1TC2Ei = comdat any

$_ZN1TD2Ev = comdat any

$_ZNK1T4boomEv = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %28, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %35

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  invoke void @_ZL6scopesi(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %9
  br label %27

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %3, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %4, align 4
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %36

20:                                               ; preds = %16
  %21 = load ptr, ptr %3, align 8
  %22 = call ptr @__cxa_begin_catch(ptr %21) #6
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %5, align 4
  %24 = load i32, ptr %5, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24)
          to label %26 unwind label %31

26:                                               ; preds = %20
  call void @__cxa_end_catch() #6
  br label %27

27:                                               ; preds = %26, %11
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %2, align 4
  br label %6, !llvm.loop !6

31:                                               ; preds = %20
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 8
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %36

35:                                               ; preds = %6
  ret i32 0

36:                                               ; preds = %31, %16
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %4, align 4
  %39 = insertvalue { ptr, i32 } poison, ptr %37, 0
  %40 = insertvalue { ptr, i32 } %39, i32 %38, 1
  resume { ptr, i32 } %40
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6scopesi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.T, align 4
  %4 = alloca %struct.T, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca %struct.T, align 4
  %9 = alloca %struct.T, align 4
  %10 = alloca %struct.T, align 4
  %11 = alloca %struct.T, align 4
  %12 = alloca %struct.T, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  invoke void @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %13 unwind label %20

13:                                               ; preds = %1
  invoke void @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 3)
          to label %14 unwind label %24

14:                                               ; preds = %13
  store ptr %8, ptr %7, align 8
  invoke void @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 4)
          to label %15 unwind label %28

15:                                               ; preds = %14
  %16 = load i32, ptr %2, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %36

18:                                               ; preds = %15
  %19 = call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 40, ptr %19, align 16
  invoke void @__cxa_throw(ptr %19, ptr @_ZTIi, ptr null) #7
          to label %77 unwind label %32

20:                                               ; preds = %57, %1
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %5, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %6, align 4
  br label %71

24:                                               ; preds = %13
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %5, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %6, align 4
  br label %65

28:                                               ; preds = %36, %14
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %5, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %6, align 4
  br label %64

32:                                               ; preds = %18
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %5, align 8
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %6, align 4
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  br label %64

36:                                               ; preds = %15
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #6
  invoke void @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 5)
          to label %37 unwind label %28

37:                                               ; preds = %36
  %38 = load i32, ptr %2, align 4
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %52

40:                                               ; preds = %37
  invoke void @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 6)
          to label %41 unwind label %44

41:                                               ; preds = %40
  %42 = invoke noundef i32 @_ZNK1T4boomEv(ptr noundef nonnull align 4 dereferenceable(4) %11)
          to label %43 unwind label %48

43:                                               ; preds = %41
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %52

44:                                               ; preds = %52, %40
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %5, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %6, align 4
  br label %63

48:                                               ; preds = %41
  %49 = landingpad { ptr, i32 }
          cleanup
  %50 = extractvalue { ptr, i32 } %49, 0
  store ptr %50, ptr %5, align 8
  %51 = extractvalue { ptr, i32 } %49, 1
  store i32 %51, ptr %6, align 4
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %11) #6
  br label %63

52:                                               ; preds = %43, %37
  %53 = load ptr, ptr %7, align 8
  %54 = getelementptr inbounds %struct.T, ptr %53, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %55)
          to label %57 unwind label %44

57:                                               ; preds = %52
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #6
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #6
  invoke void @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %12, i32 noundef 7)
          to label %58 unwind label %20

58:                                               ; preds = %57
  %59 = load i32, ptr %2, align 4
  %60 = icmp eq i32 %59, 2
  br i1 %60, label %61, label %70

61:                                               ; preds = %58
  %62 = call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 70, ptr %62, align 16
  invoke void @__cxa_throw(ptr %62, ptr @_ZTIi, ptr null) #7
          to label %77 unwind label %66

63:                                               ; preds = %48, %44
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %10) #6
  br label %64

64:                                               ; preds = %63, %32, %28
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %8) #6
  br label %65

65:                                               ; preds = %64, %24
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #6
  br label %71

66:                                               ; preds = %61
  %67 = landingpad { ptr, i32 }
          cleanup
  %68 = extractvalue { ptr, i32 } %67, 0
  store ptr %68, ptr %5, align 8
  %69 = extractvalue { ptr, i32 } %67, 1
  store i32 %69, ptr %6, align 4
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  br label %71

70:                                               ; preds = %58
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %12) #6
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  ret void

71:                                               ; preds = %66, %65, %20
  call void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #6
  br label %72

72:                                               ; preds = %71
  %73 = load ptr, ptr %5, align 8
  %74 = load i32, ptr %6, align 4
  %75 = insertvalue { ptr, i32 } poison, ptr %73, 0
  %76 = insertvalue { ptr, i32 } %75, i32 %74, 1
  resume { ptr, i32 } %76

77:                                               ; preds = %61, %18
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1TC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.T, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %9)
  ret void
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1TD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK1T4boomEv(ptr noundef nonnull align 4 dereferenceable(4) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
  %7 = call ptr @__cxa_allocate_exception(i64 4) #6
  %8 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIi, ptr null) #7
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
