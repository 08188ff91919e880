; ModuleID = 'terminate_unhandled_int.cpp'
source_filename = "terminate_unhandled_int.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Local = type { i32 }

$_ZN5LocalC2Ei = comdat any

$_ZN5LocalD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [11 x i8] c"Local(%d)\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [20 x i8] c"~Local(%d) (never)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @_ZN5LocalC2Ei(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 100)
  invoke void @_ZL4deepi(i32 noundef 3)
          to label %5 unwind label %7

5:                                                ; preds = %0
  store i32 0, i32* %1, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #6
  %6 = load i32, i32* %1, align 4
  ret i32 %6

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %3, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %4, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %11

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8
  %13 = load i32, i32* %4, align 4
  %14 = insertvalue { i8*, i32 } undef, i8* %12, 0
  %15 = insertvalue { i8*, i32 } %14, i32 %13, 1
  resume { i8*, i32 } %15
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalC2Ei(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Local*, align 8
  %4 = alloca i32, align 4
  store %struct.Local* %0, %struct.Local** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Local*, %struct.Local** %3, align 8
  %6 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Local, %struct.Local* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %9)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4deepi(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Local, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  call void @_ZN5LocalC2Ei(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i64 4) #6
  %11 = bitcast i8* %10 to i32*
  store i32 7, i32* %11, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %25 unwind label %12

12:                                               ; preds = %16, %9
  %13 = landingpad { i8*, i32 }
          cleanup
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %4, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %5, align 4
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3) #6
  br label %20

16:                                               ; preds = %1
  %17 = load i32, i32* %2, align 4
  %18 = sub nsw i32 %17, 1
  invoke void @_ZL4deepi(i32 noundef %18)
          to label %19 unwind label %12

19:                                               ; preds = %16
  call void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %3) #6
  ret void

20:                                               ; preds = %12
  %21 = load i8*, i8** %4, align 8
  %22 = load i32, i32* %5, align 4
  %23 = insertvalue { i8*, i32 } undef, i8* %21, 0
  %24 = insertvalue { i8*, i32 } %23, i32 %22, 1
  resume { i8*, i32 } %24

25:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.Local*, align 8
  store %struct.Local* %0, %struct.Local** %2, align 8
  %3 = load %struct.Local*, %struct.Local** %2, align 8
  %4 = getelementptr inbounds %struct.Local, %struct.Local* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #8
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #4

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
