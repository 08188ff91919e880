; ModuleID = 'unwind_forced.cpp'
source_filename = "unwind_forced.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct._Unwind_Exception = type { i64, ptr, i32, i32, [12 x i8] }
%struct.anon = type { ptr, ptr }
%struct.Local = type { ptr }

@.str = private unnamed_addr constant [33 x i8] c"-- forced unwind to catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"-- catch (...) that rethrows\0A\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"-- the stop function refuses\0A\00", align 1
@_ZL8g_refuse = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [42 x i8] c"-- _Unwind_Resume_or_Rethrow, no handler\0A\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [47 x i8] c"_Unwind_Resume_or_Rethrow returned (error %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"catch (...) in catcher, no rethrow\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"after the catch in catcher\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"after level2\0A\00", align 1
@_ZTIi = external constant ptr
@.str.9 = private unnamed_addr constant [48 x i8] c"catch (int) in level2: not for a forced unwind\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"after the try in level2\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@.str.12 = private unnamed_addr constant [25 x i8] c"catch (...) in catcher2\0A\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.14 = private unnamed_addr constant [32 x i8] c"catch (...) in middle: rethrow\0A\00", align 1
@_ZL7g_param = internal global i32 42, align 4
@.str.15 = private unnamed_addr constant [48 x i8] c"_Unwind_ForcedUnwind returned (error %d) in %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [20 x i8] c"stop: end of stack\0A\00", align 1
@_ZL5known = internal constant [7 x %struct.anon] [%struct.anon { ptr @_ZL5forcei, ptr @.str.19 }, %struct.anon { ptr @_ZL6level3i, ptr @.str.20 }, %struct.anon { ptr @_ZL6level2i, ptr @.str.21 }, %struct.anon { ptr @_ZL6level1i, ptr @.str.7 }, %struct.anon { ptr @_ZL7catcheri, ptr @.str.22 }, %struct.anon { ptr @_ZL6middlei, ptr @.str.13 }, %struct.anon { ptr @_ZL8catcher2i, ptr @.str.23 }], align 4
@.str.17 = private unnamed_addr constant [66 x i8] c"stop: %s (version %d, force %d, ip inside %d, same %d, param %d)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"stop: refuses\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"force\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"level3\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"level2\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"catcher\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"catcher2\00", align 1
@.str.24 = private unnamed_addr constant [23 x i8] c"after force in level3\0A\00", align 1
@.str.25 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct._Unwind_Exception, align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  call void @_ZL7catcheri(i32 noundef 1)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  call void @_ZL8catcher2i(i32 noundef 2)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 1, ptr @_ZL8g_refuse, align 4
  call void @_ZL6level3i(i32 noundef 3)
  store i32 0, ptr @_ZL8g_refuse, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  call void @llvm.memset.p0.i32(ptr align 16 %2, i8 0, i32 32, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 @_ZL5g_exc, ptr align 16 %2, i32 32, i1 false)
  call void @_ZL9set_classP17_Unwind_Exception(ptr noundef @_ZL5g_exc)
  store ptr @_ZL11exc_cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (%struct._Unwind_Exception, ptr @_ZL5g_exc, i32 0, i32 1), align 8
  %8 = call i32 @_Unwind_SjLj_Resume_or_Rethrow(ptr noundef @_ZL5g_exc)
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i32
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %11)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7catcheri(i32 noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  invoke void @_ZL6level1i(i32 noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  br label %16

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %3, align 4
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4
  %13 = call ptr @__cxa_begin_catch(ptr %12) #8
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %15 unwind label %18

15:                                               ; preds = %11
  call void @__cxa_end_catch()
  br label %16

16:                                               ; preds = %15, %6
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret void

18:                                               ; preds = %11
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %22 unwind label %28

22:                                               ; preds = %18
  br label %23

23:                                               ; preds = %22
  %24 = load ptr, ptr %3, align 4
  %25 = load i32, ptr %4, align 4
  %26 = insertvalue { ptr, i32 } poison, ptr %24, 0
  %27 = insertvalue { ptr, i32 } %26, i32 %25, 1
  resume { ptr, i32 } %27

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          catch ptr null
  %30 = extractvalue { ptr, i32 } %29, 0
  call void @__clang_call_terminate(ptr %30) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL8catcher2i(i32 noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  invoke void @_ZL6middlei(i32 noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  br label %16

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %3, align 4
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4
  %13 = call ptr @__cxa_begin_catch(ptr %12) #8
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.12)
          to label %15 unwind label %17

15:                                               ; preds = %11
  call void @__cxa_end_catch()
  br label %16

16:                                               ; preds = %15, %6
  ret void

17:                                               ; preds = %11
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %3, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %21 unwind label %27

21:                                               ; preds = %17
  br label %22

22:                                               ; preds = %21
  %23 = load ptr, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

27:                                               ; preds = %17
  %28 = landingpad { ptr, i32 }
          catch ptr null
  %29 = extractvalue { ptr, i32 } %28, 0
  call void @__clang_call_terminate(ptr %29) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level3i(i32 noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = call noundef ptr @_ZN5LocalC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @.str.20)
  %7 = load i32, ptr %2, align 4
  invoke void @_ZL5forcei(i32 noundef %7)
          to label %8 unwind label %12

8:                                                ; preds = %1
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.24)
          to label %10 unwind label %12

10:                                               ; preds = %8
  %11 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

12:                                               ; preds = %8, %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  %16 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %17

17:                                               ; preds = %12
  %18 = load ptr, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL9set_classP17_Unwind_Exception(ptr noundef %0) #5 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct._Unwind_Exception, ptr %3, i32 0, i32 0
  store i64 6072351294001136452, ptr %4, align 16
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11exc_cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = icmp eq ptr %6, @_ZL5g_exc
  %8 = zext i1 %7 to i32
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %5, i32 noundef %8)
  ret void
}

declare i32 @_Unwind_SjLj_Resume_or_Rethrow(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level1i(i32 noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = call noundef ptr @_ZN5LocalC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @.str.7)
  %7 = load i32, ptr %2, align 4
  invoke void @_ZL6level2i(i32 noundef %7)
          to label %8 unwind label %12

8:                                                ; preds = %1
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8)
          to label %10 unwind label %12

10:                                               ; preds = %8
  %11 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

12:                                               ; preds = %8, %1
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 4
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  %16 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %17

17:                                               ; preds = %12
  %18 = load ptr, ptr %4, align 4
  %19 = load i32, ptr %5, align 4
  %20 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

declare i32 @__gxx_personality_sj0(...)

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN5LocalC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #2 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6level2i(i32 noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL6level3i(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %22

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #8
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %5, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9)
          to label %21 unwind label %24

21:                                               ; preds = %16
  call void @__cxa_end_catch() #8
  br label %22

22:                                               ; preds = %21, %7
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  ret void

24:                                               ; preds = %16
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %3, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %28

28:                                               ; preds = %24, %12
  %29 = load ptr, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #5 align 2 {
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

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6middlei(i32 noundef %0) #2 personality ptr @__gxx_personality_sj0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = call noundef ptr @_ZN5LocalC1EPKc(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @.str.13)
  %7 = load i32, ptr %2, align 4
  invoke void @_ZL5forcei(i32 noundef %7)
          to label %8 unwind label %9

8:                                                ; preds = %1
  br label %24

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %4, align 4
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %5, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 4
  %15 = call ptr @__cxa_begin_catch(ptr %14) #8
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14)
          to label %17 unwind label %18

17:                                               ; preds = %13
  invoke void @__cxa_rethrow() #10
          to label %34 unwind label %18

18:                                               ; preds = %17, %13
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %4, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %22 unwind label %31

22:                                               ; preds = %18
  %23 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  br label %26

24:                                               ; preds = %8
  %25 = call noundef ptr @_ZN5LocalD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret void

26:                                               ; preds = %22
  %27 = load ptr, ptr %4, align 4
  %28 = load i32, ptr %5, align 4
  %29 = insertvalue { ptr, i32 } poison, ptr %27, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30

31:                                               ; preds = %18
  %32 = landingpad { ptr, i32 }
          catch ptr null
  %33 = extractvalue { ptr, i32 } %32, 0
  call void @__clang_call_terminate(ptr %33) #9
  unreachable

34:                                               ; preds = %17
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL5forcei(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZL9set_classP17_Unwind_Exception(ptr noundef @_ZL5g_exc)
  store ptr @_ZL11exc_cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (%struct._Unwind_Exception, ptr @_ZL5g_exc, i32 0, i32 1), align 8
  %4 = call i32 @_Unwind_SjLj_ForcedUnwind(ptr noundef @_ZL5g_exc, ptr noundef @_ZL4stopiiyP17_Unwind_ExceptionPvS1_, ptr noundef @_ZL7g_param)
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = load i32, ptr %2, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %7, i32 noundef %8)
  ret void
}

declare void @__cxa_rethrow()

declare i32 @_Unwind_SjLj_ForcedUnwind(ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL4stopiiyP17_Unwind_ExceptionPvS1_(i32 noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #2 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 4
  store ptr %4, ptr %12, align 4
  store ptr %5, ptr %13, align 4
  %16 = load i32, ptr %9, align 4
  %17 = and i32 %16, 16
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %6
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  store i32 0, ptr %7, align 4
  br label %66

21:                                               ; preds = %6
  %22 = load ptr, ptr %12, align 4
  %23 = call i32 @_Unwind_GetRegionStart(ptr noundef %22)
  store i32 %23, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %24

24:                                               ; preds = %57, %21
  %25 = load i32, ptr %15, align 4
  %26 = icmp ult i32 %25, 7
  br i1 %26, label %27, label %60

27:                                               ; preds = %24
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %15, align 4
  %30 = getelementptr inbounds [7 x %struct.anon], ptr @_ZL5known, i32 0, i32 %29
  %31 = getelementptr inbounds %struct.anon, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 4
  %33 = ptrtoint ptr %32 to i32
  %34 = icmp eq i32 %28, %33
  br i1 %34, label %35, label %56

35:                                               ; preds = %27
  %36 = load i32, ptr %15, align 4
  %37 = getelementptr inbounds [7 x %struct.anon], ptr @_ZL5known, i32 0, i32 %36
  %38 = getelementptr inbounds %struct.anon, ptr %37, i32 0, i32 1
  %39 = load ptr, ptr %38, align 4
  %40 = load i32, ptr %8, align 4
  %41 = load i32, ptr %9, align 4
  %42 = and i32 %41, 8
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = load ptr, ptr %12, align 4
  %46 = call noundef i32 @_ZL6get_ipPv(ptr noundef %45)
  %47 = load i32, ptr %14, align 4
  %48 = icmp ugt i32 %46, %47
  %49 = zext i1 %48 to i32
  %50 = load ptr, ptr %11, align 4
  %51 = icmp eq ptr %50, @_ZL5g_exc
  %52 = zext i1 %51 to i32
  %53 = load ptr, ptr %13, align 4
  %54 = load i32, ptr %53, align 4
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %39, i32 noundef %40, i32 noundef %44, i32 noundef %49, i32 noundef %52, i32 noundef %54)
  br label %56

56:                                               ; preds = %35, %27
  br label %57

57:                                               ; preds = %56
  %58 = load i32, ptr %15, align 4
  %59 = add i32 %58, 1
  store i32 %59, ptr %15, align 4
  br label %24, !llvm.loop !5

60:                                               ; preds = %24
  %61 = load i32, ptr @_ZL8g_refuse, align 4
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %65

63:                                               ; preds = %60
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  store i32 1, ptr %7, align 4
  br label %66

65:                                               ; preds = %60
  store i32 0, ptr %7, align 4
  br label %66

66:                                               ; preds = %65, %63, %19
  %67 = load i32, ptr %7, align 4
  ret i32 %67
}

declare i32 @_Unwind_GetRegionStart(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @_ZL6get_ipPv(ptr noundef %0) #2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call i32 @_Unwind_GetIP(ptr noundef %3)
  ret i32 %4
}

declare i32 @_Unwind_GetIP(ptr noundef) #1

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
