; ModuleID = 'terminate_implicit_noexcept_dtor.cpp'
source_filename = "terminate_implicit_noexcept_dtor.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Implicit = type { i8 }

$_ZN8ImplicitD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [15 x i8] c"leaving scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Implicit throws\0A\00", align 1
@_ZTIi = external constant i8*

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Implicit, align 1
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0))
          to label %6 unwind label %7

6:                                                ; preds = %0
  call void @_ZN8ImplicitD2Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #4
  br label %16

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  call void @_ZN8ImplicitD2Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #4
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = call i8* @__cxa_begin_catch(i8* %12) #4
  %14 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0))
          to label %15 unwind label %17

15:                                               ; preds = %11
  call void @__cxa_end_catch()
  br label %16

16:                                               ; preds = %15, %6
  ret i32 0

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %3, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %21 unwind label %27

21:                                               ; preds = %17
  br label %22

22:                                               ; preds = %21
  %23 = load i8*, i8** %3, align 8
  %24 = load i32, i32* %4, align 4
  %25 = insertvalue { i8*, i32 } undef, i8* %23, 0
  %26 = insertvalue { i8*, i32 } %25, i32 %24, 1
  resume { i8*, i32 } %26

27:                                               ; preds = %17
  %28 = landingpad { i8*, i32 }
          catch i8* null
  %29 = extractvalue { i8*, i32 } %28, 0
  call void @__clang_call_terminate(i8* %29) #5
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8ImplicitD2Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.Implicit*, align 8
  store %struct.Implicit* %0, %struct.Implicit** %2, align 8
  %3 = load %struct.Implicit*, %struct.Implicit** %2, align 8
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0))
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = call i8* @__cxa_allocate_exception(i64 4) #4
  %7 = bitcast i8* %6 to i32*
  store i32 5, i32* %7, align 16
  invoke void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %11 unwind label %8

8:                                                ; preds = %5, %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #5
  unreachable

11:                                               ; preds = %5
  unreachable
}

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #3 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #4
  call void @_ZSt9terminatev() #5
  unreachable
}

declare dso_local void @_ZSt9terminatev()

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
