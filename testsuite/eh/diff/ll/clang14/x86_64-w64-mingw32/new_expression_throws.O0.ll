; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Obj = type { i32 }

$_ZN3ObjnwEy = comdat any

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjdlEPv = comdat any

$_ZN3ObjnwEyi = comdat any

$_ZN3ObjdlEPvi = comdat any

$_ZN3ObjD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"operator new\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"operator delete\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Obj*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Obj*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Obj*, align 8
  store i32 0, i32* %1, align 4
  %9 = invoke noundef i8* @_ZN3ObjnwEy(i64 noundef 4)
          to label %10 unwind label %18

10:                                               ; preds = %0
  %11 = bitcast i8* %9 to %struct.Obj*
  invoke void @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef -1)
          to label %12 unwind label %22

12:                                               ; preds = %10
  store %struct.Obj* %11, %struct.Obj** %2, align 8
  %13 = load %struct.Obj*, %struct.Obj** %2, align 8
  %14 = getelementptr inbounds %struct.Obj, %struct.Obj* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %15)
          to label %17 unwind label %18

17:                                               ; preds = %12
  br label %38

18:                                               ; preds = %12, %0
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %3, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %4, align 4
  br label %26

22:                                               ; preds = %10
  %23 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %3, align 8
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %4, align 4
  call void @_ZN3ObjdlEPv(i8* noundef %9) #8
  br label %26

26:                                               ; preds = %22, %18
  %27 = load i32, i32* %4, align 4
  %28 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %89

30:                                               ; preds = %26
  %31 = load i8*, i8** %3, align 8
  %32 = call i8* @__cxa_begin_catch(i8* %31) #8
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 4
  store i32 %34, i32* %5, align 4
  %35 = load i32, i32* %5, align 4
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %35)
          to label %37 unwind label %48

37:                                               ; preds = %30
  call void @__cxa_end_catch() #8
  br label %38

38:                                               ; preds = %37, %17
  %39 = invoke noundef i8* @_ZN3ObjnwEyi(i64 noundef 4, i32 noundef 7)
          to label %40 unwind label %52

40:                                               ; preds = %38
  %41 = bitcast i8* %39 to %struct.Obj*
  invoke void @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %41, i32 noundef -2)
          to label %42 unwind label %56

42:                                               ; preds = %40
  store %struct.Obj* %41, %struct.Obj** %6, align 8
  %43 = load %struct.Obj*, %struct.Obj** %6, align 8
  %44 = getelementptr inbounds %struct.Obj, %struct.Obj* %43, i32 0, i32 0
  %45 = load i32, i32* %44, align 4
  %46 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %45)
          to label %47 unwind label %52

47:                                               ; preds = %42
  br label %72

48:                                               ; preds = %30
  %49 = landingpad { i8*, i32 }
          cleanup
  %50 = extractvalue { i8*, i32 } %49, 0
  store i8* %50, i8** %3, align 8
  %51 = extractvalue { i8*, i32 } %49, 1
  store i32 %51, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %89

52:                                               ; preds = %42, %38
  %53 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %54 = extractvalue { i8*, i32 } %53, 0
  store i8* %54, i8** %3, align 8
  %55 = extractvalue { i8*, i32 } %53, 1
  store i32 %55, i32* %4, align 4
  br label %60

56:                                               ; preds = %40
  %57 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %58 = extractvalue { i8*, i32 } %57, 0
  store i8* %58, i8** %3, align 8
  %59 = extractvalue { i8*, i32 } %57, 1
  store i32 %59, i32* %4, align 4
  call void @_ZN3ObjdlEPvi(i8* noundef %39, i32 noundef 7) #8
  br label %60

60:                                               ; preds = %56, %52
  %61 = load i32, i32* %4, align 4
  %62 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #8
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %89

64:                                               ; preds = %60
  %65 = load i8*, i8** %3, align 8
  %66 = call i8* @__cxa_begin_catch(i8* %65) #8
  %67 = bitcast i8* %66 to i32*
  %68 = load i32, i32* %67, align 4
  store i32 %68, i32* %7, align 4
  %69 = load i32, i32* %7, align 4
  %70 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %69)
          to label %71 unwind label %81

71:                                               ; preds = %64
  call void @__cxa_end_catch() #8
  br label %72

72:                                               ; preds = %71, %47
  %73 = call noundef i8* @_ZN3ObjnwEy(i64 noundef 4)
  %74 = bitcast i8* %73 to %struct.Obj*
  invoke void @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %74, i32 noundef 3)
          to label %75 unwind label %85

75:                                               ; preds = %72
  store %struct.Obj* %74, %struct.Obj** %8, align 8
  %76 = load %struct.Obj*, %struct.Obj** %8, align 8
  %77 = icmp eq %struct.Obj* %76, null
  br i1 %77, label %80, label %78

78:                                               ; preds = %75
  call void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %76) #8
  %79 = bitcast %struct.Obj* %76 to i8*
  call void @_ZN3ObjdlEPv(i8* noundef %79) #8
  br label %80

80:                                               ; preds = %78, %75
  ret i32 0

81:                                               ; preds = %64
  %82 = landingpad { i8*, i32 }
          cleanup
  %83 = extractvalue { i8*, i32 } %82, 0
  store i8* %83, i8** %3, align 8
  %84 = extractvalue { i8*, i32 } %82, 1
  store i32 %84, i32* %4, align 4
  call void @__cxa_end_catch() #8
  br label %89

85:                                               ; preds = %72
  %86 = landingpad { i8*, i32 }
          cleanup
  %87 = extractvalue { i8*, i32 } %86, 0
  store i8* %87, i8** %3, align 8
  %88 = extractvalue { i8*, i32 } %86, 1
  store i32 %88, i32* %4, align 4
  call void @_ZN3ObjdlEPv(i8* noundef %73) #8
  br label %89

89:                                               ; preds = %85, %81, %60, %48, %26
  %90 = load i8*, i8** %3, align 8
  %91 = load i32, i32* %4, align 4
  %92 = insertvalue { i8*, i32 } undef, i8* %90, 0
  %93 = insertvalue { i8*, i32 } %92, i32 %91, 1
  resume { i8*, i32 } %93
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN3ObjnwEy(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0))
  %4 = load i64, i64* %2, align 8
  %5 = call i8* @malloc(i64 noundef %4)
  ret i8* %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjC2Ei(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Obj*, align 8
  %4 = alloca i32, align 4
  store %struct.Obj* %0, %struct.Obj** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Obj*, %struct.Obj** %3, align 8
  %6 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = call i8* @__cxa_allocate_exception(i64 4) #8
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 16
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #9
  unreachable

19:                                               ; preds = %2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjdlEPv(i8* noundef %0) #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0))
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load i8*, i8** %2, align 8
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = landingpad { i8*, i32 }
          catch i8* null
  %9 = extractvalue { i8*, i32 } %8, 0
  call void @__clang_call_terminate(i8* %9) #10
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZN3ObjnwEyi(i64 noundef %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.5, i64 0, i64 0), i32 noundef %5)
  %7 = load i64, i64* %3, align 8
  %8 = call i8* @malloc(i64 noundef %7)
  ret i8* %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjdlEPvi(i8* noundef %0, i32 noundef %1) #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.6, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %10

7:                                                ; preds = %2
  %8 = load i8*, i8** %3, align 8
  invoke void @free(i8* noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %7
  ret void

10:                                               ; preds = %7, %2
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  call void @__clang_call_terminate(i8* %12) #10
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = alloca %struct.Obj*, align 8
  store %struct.Obj* %0, %struct.Obj** %2, align 8
  %3 = load %struct.Obj*, %struct.Obj** %2, align 8
  %4 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #10
  unreachable
}

declare dso_local i8* @malloc(i64 noundef) #4

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #7 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev()

declare dso_local void @free(i8* noundef) #4

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
