; ModuleID = 'dtor_throws_normal.cpp'
source_filename = "dtor_throws_normal.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Plain = type { i32 }
%struct.Thrower = type { i8 }

$_ZN5PlainC2Ei = comdat any

$_ZN5PlainD2Ev = comdat any

$_ZN7ThrowerD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [14 x i8] c"end of scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"~Plain(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Thrower throws\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Plain, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Thrower, align 1
  %6 = alloca %struct.Plain, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZN5PlainC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %8 unwind label %13

8:                                                ; preds = %0
  invoke void @_ZN5PlainC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 2)
          to label %9 unwind label %17

9:                                                ; preds = %8
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %11 unwind label %21

11:                                               ; preds = %9
  call void @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  invoke void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %12 unwind label %25

12:                                               ; preds = %11
  call void @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %43

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %3, align 4
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %4, align 4
  br label %32

17:                                               ; preds = %8
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %3, align 4
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  br label %29

21:                                               ; preds = %9
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %3, align 4
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %4, align 4
  call void @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %29

25:                                               ; preds = %11
  %26 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %27 = extractvalue { ptr, i32 } %26, 0
  store ptr %27, ptr %3, align 4
  %28 = extractvalue { ptr, i32 } %26, 1
  store i32 %28, ptr %4, align 4
  br label %31

29:                                               ; preds = %21, %17
  invoke void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %30 unwind label %54

30:                                               ; preds = %29
  br label %31

31:                                               ; preds = %30, %25
  call void @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %32

32:                                               ; preds = %31, %13
  %33 = load i32, ptr %4, align 4
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %49

36:                                               ; preds = %32
  %37 = load ptr, ptr %3, align 4
  %38 = call ptr @__cxa_begin_catch(ptr %37) #6
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %7, align 4
  %40 = load i32, ptr %7, align 4
  %41 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %40)
          to label %42 unwind label %45

42:                                               ; preds = %36
  call void @__cxa_end_catch() #6
  br label %43

43:                                               ; preds = %42, %12
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  ret i32 0

45:                                               ; preds = %36
  %46 = landingpad { ptr, i32 }
          cleanup
  %47 = extractvalue { ptr, i32 } %46, 0
  store ptr %47, ptr %3, align 4
  %48 = extractvalue { ptr, i32 } %46, 1
  store i32 %48, ptr %4, align 4
  call void @__cxa_end_catch() #6
  br label %49

49:                                               ; preds = %45, %32
  %50 = load ptr, ptr %3, align 4
  %51 = load i32, ptr %4, align 4
  %52 = insertvalue { ptr, i32 } poison, ptr %50, 0
  %53 = insertvalue { ptr, i32 } %52, i32 %51, 1
  resume { ptr, i32 } %53

54:                                               ; preds = %29
  %55 = landingpad { ptr, i32 }
          catch ptr null
  %56 = extractvalue { ptr, i32 } %55, 0
  call void @__clang_call_terminate(ptr %56) #7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5PlainC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Plain, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

declare i32 @__gxx_personality_v0(...)

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5PlainD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Plain, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #7
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %5 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 42, ptr %5, align 16
  call void @__cxa_throw(ptr %5, ptr @_ZTIi, ptr null) #8
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare void @__cxa_end_catch()

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind memory(none) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
