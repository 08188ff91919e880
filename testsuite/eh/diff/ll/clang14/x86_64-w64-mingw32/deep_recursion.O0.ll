; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Counter = type { i32 }

$_ZN7CounterC2Ei = comdat any

$_ZN7CounterD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal global i32 0, align 4

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = invoke noundef i32 @_ZL4divei(i32 noundef 1)
          to label %7 unwind label %8

7:                                                ; preds = %0
  br label %25

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %3, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %54

16:                                               ; preds = %12
  %17 = load i8*, i8** %2, align 8
  %18 = call i8* @__cxa_begin_catch(i8* %17) #7
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %4, align 4
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* @_ZL9destroyed, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i32 noundef %21, i32 noundef %22)
          to label %24 unwind label %28

24:                                               ; preds = %16
  call void @__cxa_end_catch() #7
  br label %25

25:                                               ; preds = %24, %7
  %26 = invoke noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %27 unwind label %32

27:                                               ; preds = %25
  br label %49

28:                                               ; preds = %16
  %29 = landingpad { i8*, i32 }
          cleanup
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %2, align 8
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %54

32:                                               ; preds = %25
  %33 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %2, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %3, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, i32* %3, align 4
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %54

40:                                               ; preds = %36
  %41 = load i8*, i8** %2, align 8
  %42 = call i8* @__cxa_begin_catch(i8* %41) #7
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 4
  store i32 %44, i32* %5, align 4
  %45 = load i32, i32* %5, align 4
  %46 = load i32, i32* @_ZL8rethrows, align 4
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i64 0, i64 0), i32 noundef %45, i32 noundef %46)
          to label %48 unwind label %50

48:                                               ; preds = %40
  call void @__cxa_end_catch() #7
  br label %49

49:                                               ; preds = %48, %27
  ret i32 0

50:                                               ; preds = %40
  %51 = landingpad { i8*, i32 }
          cleanup
  %52 = extractvalue { i8*, i32 } %51, 0
  store i8* %52, i8** %2, align 8
  %53 = extractvalue { i8*, i32 } %51, 1
  store i32 %53, i32* %3, align 4
  call void @__cxa_end_catch() #7
  br label %54

54:                                               ; preds = %50, %36, %28, %12
  %55 = load i8*, i8** %2, align 8
  %56 = load i32, i32* %3, align 4
  %57 = insertvalue { i8*, i32 } undef, i8* %55, 0
  %58 = insertvalue { i8*, i32 } %57, i32 %56, 1
  resume { i8*, i32 } %58
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL4divei(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Counter, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  call void @_ZN7CounterC2Ei(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %7 = load i32, i32* %2, align 4
  %8 = icmp eq i32 %7, 10000
  br i1 %8, label %9, label %17

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i64 4) #7
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %2, align 4
  store i32 %12, i32* %11, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %28 unwind label %13

13:                                               ; preds = %17, %9
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %4, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %5, align 4
  call void @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3) #7
  br label %23

17:                                               ; preds = %1
  %18 = load i32, i32* %2, align 4
  %19 = add nsw i32 %18, 1
  %20 = invoke noundef i32 @_ZL4divei(i32 noundef %19)
          to label %21 unwind label %13

21:                                               ; preds = %17
  %22 = add nsw i32 %20, 1
  call void @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %3) #7
  ret i32 %22

23:                                               ; preds = %13
  %24 = load i8*, i8** %4, align 8
  %25 = load i32, i32* %5, align 4
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1
  resume { i8*, i32 } %27

28:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local i32 @printf(i8* noundef, ...) #3

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL5chaini(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp eq i32 %5, 300
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 4) #7
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4
  %11 = sub nsw i32 0, %10
  store i32 %11, i32* %9, align 16
  call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
  unreachable

12:                                               ; preds = %1
  %13 = load i32, i32* %2, align 4
  %14 = add nsw i32 %13, 1
  %15 = invoke noundef i32 @_ZL5chaini(i32 noundef %14)
          to label %16 unwind label %18

16:                                               ; preds = %12
  %17 = add nsw i32 %15, 1
  ret i32 %17

18:                                               ; preds = %12
  %19 = landingpad { i8*, i32 }
          catch i8* null
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %3, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %4, align 4
  br label %22

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 8
  %24 = call i8* @__cxa_begin_catch(i8* %23) #7
  %25 = load i32, i32* @_ZL8rethrows, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* @_ZL8rethrows, align 4
  invoke void @__cxa_rethrow() #8
          to label %41 unwind label %27

27:                                               ; preds = %22
  %28 = landingpad { i8*, i32 }
          cleanup
  %29 = extractvalue { i8*, i32 } %28, 0
  store i8* %29, i8** %3, align 8
  %30 = extractvalue { i8*, i32 } %28, 1
  store i32 %30, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %31 unwind label %38

31:                                               ; preds = %27
  br label %33

32:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

33:                                               ; preds = %31
  %34 = load i8*, i8** %3, align 8
  %35 = load i32, i32* %4, align 4
  %36 = insertvalue { i8*, i32 } undef, i8* %34, 0
  %37 = insertvalue { i8*, i32 } %36, i32 %35, 1
  resume { i8*, i32 } %37

38:                                               ; preds = %27
  %39 = landingpad { i8*, i32 }
          catch i8* null
  %40 = extractvalue { i8*, i32 } %39, 0
  call void @__clang_call_terminate(i8* %40) #9
  unreachable

41:                                               ; preds = %22
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterC2Ei(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.Counter*, align 8
  %4 = alloca i32, align 4
  store %struct.Counter* %0, %struct.Counter** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Counter*, %struct.Counter** %3, align 8
  %6 = getelementptr inbounds %struct.Counter, %struct.Counter* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret void
}

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CounterD2Ev(%struct.Counter* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Counter*, align 8
  store %struct.Counter* %0, %struct.Counter** %2, align 8
  %3 = load %struct.Counter*, %struct.Counter** %2, align 8
  %4 = getelementptr inbounds %struct.Counter, %struct.Counter* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = icmp sgt i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, i32 1, i32 1000000
  %9 = load i32, i32* @_ZL9destroyed, align 4
  %10 = add nsw i32 %9, %8
  store i32 %10, i32* @_ZL9destroyed, align 4
  ret void
}

declare dso_local void @__cxa_rethrow()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { cold noreturn nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
