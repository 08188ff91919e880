; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Local = type { i8 }
%"struct.app::Failure" = type { i32 }

$_ZN5LocalD2Ev = comdat any

$_ZN3app7FailureD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZTSN3app7FailureE = comdat any

$_ZTIN3app7FailureE = comdat any

@_ZTIPKc = external constant ptr
@.str = private unnamed_addr constant [20 x i8] c"never: const char*\0A\00", align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSN3app7FailureE = linkonce_odr dso_local constant [15 x i8] c"N3app7FailureE\00", comdat, align 1
@_ZTIN3app7FailureE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN3app7FailureE }, comdat, align 8
@.str.1 = private unnamed_addr constant [12 x i8] c"never: int\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Failure (never)\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  invoke void @_ZL3runv()
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %20

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %3, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %4, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %4, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8
  %17 = call ptr @__cxa_begin_catch(ptr %16) #6
  store ptr %17, ptr %5, align 8
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %19 unwind label %22

19:                                               ; preds = %15
  call void @__cxa_end_catch() #6
  br label %20

20:                                               ; preds = %19, %6
  store i32 0, ptr %1, align 4
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #6
  %21 = load i32, ptr %1, align 4
  ret i32 %21

22:                                               ; preds = %15
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %3, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %26

26:                                               ; preds = %22, %11
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2) #6
  br label %27

27:                                               ; preds = %26
  %28 = load ptr, ptr %3, align 8
  %29 = load i32, ptr %4, align 4
  %30 = insertvalue { ptr, i32 } poison, ptr %28, 0
  %31 = insertvalue { ptr, i32 } %30, i32 %29, 1
  resume { ptr, i32 } %31
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL3runv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Local, align 1
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = call ptr @__cxa_allocate_exception(i64 4) #6
  %6 = getelementptr inbounds %"struct.app::Failure", ptr %5, i32 0, i32 0
  store i32 3, ptr %6, align 16
  invoke void @__cxa_throw(ptr %5, ptr @_ZTIN3app7FailureE, ptr @_ZN3app7FailureD2Ev) #7
          to label %32 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %11
  %16 = load ptr, ptr %2, align 8
  %17 = call ptr @__cxa_begin_catch(ptr %16) #6
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %4, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %20 unwind label %22

20:                                               ; preds = %15
  call void @__cxa_end_catch() #6
  br label %21

21:                                               ; preds = %20
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #6
  ret void

22:                                               ; preds = %15
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %2, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %3, align 4
  call void @__cxa_end_catch() #6
  br label %26

26:                                               ; preds = %22, %11
  call void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %27

27:                                               ; preds = %26
  %28 = load ptr, ptr %2, align 8
  %29 = load i32, ptr %3, align 4
  %30 = insertvalue { ptr, i32 } poison, ptr %28, 0
  %31 = insertvalue { ptr, i32 } %30, i32 %29, 1
  resume { ptr, i32 } %31

32:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #8
  unreachable
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3app7FailureD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  call void @__clang_call_terminate(ptr %8) #8
  unreachable
}

declare void @__cxa_throw(ptr, ptr, ptr)

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
