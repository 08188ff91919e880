; ModuleID = 'unwind_forced.cpp'
source_filename = "unwind_forced.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct._Unwind_Exception = type { i64, ptr, i64, i64 }
%struct.anon = type { ptr, ptr }
%struct.Local = type { ptr }

$__clang_call_terminate = comdat any

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

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
@_ZL5known = internal constant [7 x %struct.anon] [%struct.anon { ptr @_ZL5forcei, ptr @.str.19 }, %struct.anon { ptr @_ZL6level3i, ptr @.str.20 }, %struct.anon { ptr @_ZL6level2i, ptr @.str.21 }, %struct.anon { ptr @_ZL6level1i, ptr @.str.7 }, %struct.anon { ptr @_ZL7catcheri, ptr @.str.22 }, %struct.anon { ptr @_ZL6middlei, ptr @.str.13 }, %struct.anon { ptr @_ZL8catcher2i, ptr @.str.23 }], align 8
@.str.17 = private unnamed_addr constant [66 x i8] c"stop: %s (version %d, force %d, ip inside %d, same %d, param %d)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"stop: refuses\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"force\00", align 1
@.str.20 = private unnamed_addr constant [7 x i8] c"level3\00", align 1
@.str.21 = private unnamed_addr constant [7 x i8] c"level2\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"catcher\00", align 1
@.str.23 = private unnamed_addr constant [9 x i8] c"catcher2\00", align 1
@.str.24 = private unnamed_addr constant [23 x i8] c"after force in level3\0A\00", align 1
@.str.25 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
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
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @_ZL5g_exc, ptr align 16 %2, i64 32, i1 false)
  call void @_ZL9set_classP17_Unwind_Exception(ptr noundef @_ZL5g_exc)
  store ptr @_ZL11exc_cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (%struct._Unwind_Exception, ptr @_ZL5g_exc, i32 0, i32 1), align 8
  %8 = call i32 @_Unwind_Resume_or_Rethrow(ptr noundef @_ZL5g_exc)
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i32
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %11)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7catcheri(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
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
  store ptr %9, ptr %3, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
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
  store ptr %20, ptr %3, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %22 unwind label %28

22:                                               ; preds = %18
  br label %23

23:                                               ; preds = %22
  %24 = load ptr, ptr %3, align 8
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

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL8catcher2i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
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
  store ptr %9, ptr %3, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
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
  store ptr %19, ptr %3, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %21 unwind label %27

21:                                               ; preds = %17
  br label %22

22:                                               ; preds = %21
  %23 = load ptr, ptr %3, align 8
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

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level3i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.20)
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL5forcei(i32 noundef %6)
          to label %7 unwind label %10

7:                                                ; preds = %1
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.24)
          to label %9 unwind label %10

9:                                                ; preds = %7
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void

10:                                               ; preds = %7, %1
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %14

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %18 = insertvalue { ptr, i32 } %17, i32 %16, 1
  resume { ptr, i32 } %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL9set_classP17_Unwind_Exception(ptr noundef %0) #5 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct._Unwind_Exception, ptr %3, i32 0, i32 0
  store i64 6072351294001136452, ptr %4, align 16
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11exc_cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = load ptr, ptr %4, align 8
  %7 = icmp eq ptr %6, @_ZL5g_exc
  %8 = zext i1 %7 to i32
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %5, i32 noundef %8)
  ret void
}

declare i32 @_Unwind_Resume_or_Rethrow(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level1i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.7)
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL6level2i(i32 noundef %6)
          to label %7 unwind label %10

7:                                                ; preds = %1
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8)
          to label %9 unwind label %10

9:                                                ; preds = %7
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void

10:                                               ; preds = %7, %1
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %14

14:                                               ; preds = %10
  %15 = load ptr, ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %18 = insertvalue { ptr, i32 } %17, i32 %16, 1
  resume { ptr, i32 } %18
}

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6level2i(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
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
  store ptr %10, ptr %3, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
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
  store ptr %26, ptr %3, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %28

28:                                               ; preds = %24, %12
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %4, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZN5LocalC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.13)
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL5forcei(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %22

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %4, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %5, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = call ptr @__cxa_begin_catch(ptr %13) #8
  %15 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.14)
          to label %16 unwind label %17

16:                                               ; preds = %12
  invoke void @__cxa_rethrow() #10
          to label %31 unwind label %17

17:                                               ; preds = %16, %12
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %4, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %21 unwind label %28

21:                                               ; preds = %17
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %23

22:                                               ; preds = %7
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void

23:                                               ; preds = %21
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %5, align 4
  %26 = insertvalue { ptr, i32 } poison, ptr %24, 0
  %27 = insertvalue { ptr, i32 } %26, i32 %25, 1
  resume { ptr, i32 } %27

28:                                               ; preds = %17
  %29 = landingpad { ptr, i32 }
          catch ptr null
  %30 = extractvalue { ptr, i32 } %29, 0
  call void @__clang_call_terminate(ptr %30) #9
  unreachable

31:                                               ; preds = %16
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5forcei(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @_ZL9set_classP17_Unwind_Exception(ptr noundef @_ZL5g_exc)
  store ptr @_ZL11exc_cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (%struct._Unwind_Exception, ptr @_ZL5g_exc, i32 0, i32 1), align 8
  %4 = call i32 @_Unwind_ForcedUnwind(ptr noundef @_ZL5g_exc, ptr noundef @_ZL4stopiiyP17_Unwind_ExceptionPvS1_, ptr noundef @_ZL7g_param)
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = load i32, ptr %2, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %7, i32 noundef %8)
  ret void
}

declare void @__cxa_rethrow()

declare i32 @_Unwind_ForcedUnwind(ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL4stopiiyP17_Unwind_ExceptionPvS1_(i32 noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #2 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  %16 = load i32, ptr %9, align 4
  %17 = and i32 %16, 16
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %6
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  store i32 0, ptr %7, align 4
  br label %69

21:                                               ; preds = %6
  %22 = load ptr, ptr %12, align 8
  %23 = call i64 @_Unwind_GetRegionStart(ptr noundef %22)
  store i64 %23, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %24

24:                                               ; preds = %60, %21
  %25 = load i32, ptr %15, align 4
  %26 = zext i32 %25 to i64
  %27 = icmp ult i64 %26, 7
  br i1 %27, label %28, label %63

28:                                               ; preds = %24
  %29 = load i64, ptr %14, align 8
  %30 = load i32, ptr %15, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [7 x %struct.anon], ptr @_ZL5known, i64 0, i64 %31
  %33 = getelementptr inbounds %struct.anon, ptr %32, i32 0, i32 0
  %34 = load ptr, ptr %33, align 8
  %35 = ptrtoint ptr %34 to i64
  %36 = icmp eq i64 %29, %35
  br i1 %36, label %37, label %59

37:                                               ; preds = %28
  %38 = load i32, ptr %15, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds [7 x %struct.anon], ptr @_ZL5known, i64 0, i64 %39
  %41 = getelementptr inbounds %struct.anon, ptr %40, i32 0, i32 1
  %42 = load ptr, ptr %41, align 8
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %9, align 4
  %45 = and i32 %44, 8
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i32
  %48 = load ptr, ptr %12, align 8
  %49 = call noundef i64 @_ZL6get_ipPv(ptr noundef %48)
  %50 = load i64, ptr %14, align 8
  %51 = icmp ugt i64 %49, %50
  %52 = zext i1 %51 to i32
  %53 = load ptr, ptr %11, align 8
  %54 = icmp eq ptr %53, @_ZL5g_exc
  %55 = zext i1 %54 to i32
  %56 = load ptr, ptr %13, align 8
  %57 = load i32, ptr %56, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %42, i32 noundef %43, i32 noundef %47, i32 noundef %52, i32 noundef %55, i32 noundef %57)
  br label %59

59:                                               ; preds = %37, %28
  br label %60

60:                                               ; preds = %59
  %61 = load i32, ptr %15, align 4
  %62 = add i32 %61, 1
  store i32 %62, ptr %15, align 4
  br label %24, !llvm.loop !6

63:                                               ; preds = %24
  %64 = load i32, ptr @_ZL8g_refuse, align 4
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %68

66:                                               ; preds = %63
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  store i32 1, ptr %7, align 4
  br label %69

68:                                               ; preds = %63
  store i32 0, ptr %7, align 4
  br label %69

69:                                               ; preds = %68, %66, %19
  %70 = load i32, ptr %7, align 4
  ret i32 %70
}

declare i64 @_Unwind_GetRegionStart(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL6get_ipPv(ptr noundef %0) #2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i64 @_Unwind_GetIP(ptr noundef %3)
  ret i64 %4
}

declare i64 @_Unwind_GetIP(ptr noundef) #1

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind memory(none) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

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
