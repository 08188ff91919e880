; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct._Unwind_Exception = type { [8 x i8], ptr, [5 x i32], [6 x i32], [4 x i32], [4 x i32] }
%struct.Local = type { ptr }

$__clang_call_terminate = comdat any

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTSP17_Unwind_Exception = comdat any

$_ZTS17_Unwind_Exception = comdat any

$_ZTI17_Unwind_Exception = comdat any

$_ZTIP17_Unwind_Exception = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [28 x i8] c"inner catch (...), rethrow\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"never: outer int\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL10g_cleanups = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP17_Unwind_Exception = linkonce_odr dso_local constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS17_Unwind_Exception = linkonce_odr dso_local constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS17_Unwind_Exception }, comdat, align 4
@_ZTIP17_Unwind_Exception = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP17_Unwind_Exception, i32 0, ptr @_ZTI17_Unwind_Exception }, comdat, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"never: _Unwind_Exception*\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 8
@.str.8 = private unnamed_addr constant [9 x i8] c"raising\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"TESTFORN\00", align 1
@.str.11 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL6middlev()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %38

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %2, align 4
  %12 = call ptr @__cxa_begin_catch(ptr %11) #6
  %13 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %14 unwind label %15

14:                                               ; preds = %10
  invoke void @__cxa_rethrow() #7
          to label %56 unwind label %15

15:                                               ; preds = %14, %10
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %2, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %19 unwind label %53

19:                                               ; preds = %15
  br label %20

20:                                               ; preds = %19
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %33

24:                                               ; preds = %20
  %25 = load ptr, ptr %2, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #6
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %4, align 4
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %29 unwind label %44

29:                                               ; preds = %24
  call void @__cxa_end_catch() #6
  br label %30

30:                                               ; preds = %29, %37, %38
  %31 = load i32, ptr @_ZL10g_cleanups, align 4
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %31)
  ret i32 0

33:                                               ; preds = %20
  %34 = load ptr, ptr %2, align 4
  %35 = call ptr @__cxa_begin_catch(ptr %34) #6
  %36 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %37 unwind label %39

37:                                               ; preds = %33
  call void @__cxa_end_catch()
  br label %30

38:                                               ; preds = %5
  br label %30

39:                                               ; preds = %33
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %2, align 4
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %53

43:                                               ; preds = %39
  br label %48

44:                                               ; preds = %24
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %2, align 4
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %48

48:                                               ; preds = %44, %43
  %49 = load ptr, ptr %2, align 4
  %50 = load i32, ptr %3, align 4
  %51 = insertvalue { ptr, i32 } poison, ptr %49, 0
  %52 = insertvalue { ptr, i32 } %51, i32 %50, 1
  resume { ptr, i32 } %52

53:                                               ; preds = %39, %15
  %54 = landingpad { ptr, i32 }
          catch ptr null
  %55 = extractvalue { ptr, i32 } %54, 0
  call void @__clang_call_terminate(ptr %55) #8
  unreachable

56:                                               ; preds = %14
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlev() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.4)
  invoke void @_ZL13raise_foreignv()
          to label %7 unwind label %8

7:                                                ; preds = %0
  br label %22

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTIP17_Unwind_Exception
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %2, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %12
  %17 = load ptr, ptr %2, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #6
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %5, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %21 unwind label %36

21:                                               ; preds = %16
  call void @__cxa_end_catch() #6
  br label %22

22:                                               ; preds = %21, %31, %7
  %23 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #6
  ret void

24:                                               ; preds = %12
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP17_Unwind_Exception) #6
  %26 = icmp eq i32 %13, %25
  br i1 %26, label %27, label %40

27:                                               ; preds = %24
  %28 = load ptr, ptr %2, align 4
  %29 = call ptr @__cxa_begin_catch(ptr %28) #6
  store ptr %29, ptr %4, align 4
  %30 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %31 unwind label %32

31:                                               ; preds = %27
  call void @__cxa_end_catch() #6
  br label %22

32:                                               ; preds = %27
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %2, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %40

36:                                               ; preds = %16
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %2, align 4
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %40

40:                                               ; preds = %36, %32, %24
  %41 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #6
  br label %42

42:                                               ; preds = %40
  %43 = load ptr, ptr %2, align 4
  %44 = load i32, ptr %3, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46
}

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #2

declare void @__cxa_rethrow()

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13raise_foreignv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.7)
  invoke void @_ZL9set_classP17_Unwind_Exception(ptr noundef @_ZL5g_exc)
          to label %6 unwind label %15

6:                                                ; preds = %0
  store ptr @_ZL7cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (%struct._Unwind_Exception, ptr @_ZL5g_exc, i32 0, i32 1), align 8
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8)
          to label %8 unwind label %15

8:                                                ; preds = %6
  %9 = invoke i32 @_Unwind_RaiseException(ptr noundef @_ZL5g_exc)
          to label %10 unwind label %15

10:                                               ; preds = %8
  store i32 %9, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %11)
          to label %13 unwind label %15

13:                                               ; preds = %10
  %14 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #6
  ret void

15:                                               ; preds = %10, %8, %6, %0
  %16 = landingpad { ptr, i32 }
          cleanup
  %17 = extractvalue { ptr, i32 } %16, 0
  store ptr %17, ptr %2, align 4
  %18 = extractvalue { ptr, i32 } %16, 1
  store i32 %18, ptr %3, align 4
  %19 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #6
  br label %20

20:                                               ; preds = %15
  %21 = load ptr, ptr %2, align 4
  %22 = load i32, ptr %3, align 4
  %23 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL9set_classP17_Unwind_Exception(ptr noundef %0) #5 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store ptr @.str.10, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load ptr, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = getelementptr inbounds i8, ptr %9, i32 %10
  %12 = load i8, ptr %11, align 1
  %13 = load ptr, ptr %2, align 4
  %14 = getelementptr inbounds %struct._Unwind_Exception, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = getelementptr inbounds [8 x i8], ptr %14, i32 0, i32 %15
  store i8 %12, ptr %16, align 1
  br label %17

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %5, !llvm.loop !6

20:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr @_ZL10g_cleanups, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL10g_cleanups, align 4
  %7 = load i32, ptr %3, align 4
  %8 = load ptr, ptr %4, align 4
  %9 = icmp eq ptr %8, @_ZL5g_exc
  %10 = zext i1 %9 to i32
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %7, i32 noundef %10)
  ret void
}

declare i32 @_Unwind_RaiseException(ptr noundef) #2

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
