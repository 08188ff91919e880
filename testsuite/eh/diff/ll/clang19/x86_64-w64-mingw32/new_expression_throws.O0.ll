; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Obj = type { i32 }

$_ZN3ObjnwEy = comdat any

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjdlEPv = comdat any

$_ZN3ObjnwEyi = comdat any

$_ZN3ObjdlEPvi = comdat any

$_ZN3ObjD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"operator new\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"operator delete\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %9 = invoke noundef ptr @_ZN3ObjnwEy(i64 noundef 4)
          to label %10 unwind label %17

10:                                               ; preds = %0
  invoke void @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef -1)
          to label %11 unwind label %21

11:                                               ; preds = %10
  store ptr %9, ptr %2, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds %struct.Obj, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14)
          to label %16 unwind label %17

16:                                               ; preds = %11
  br label %36

17:                                               ; preds = %11, %0
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %3, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %4, align 4
  br label %25

21:                                               ; preds = %10
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %23 = extractvalue { ptr, i32 } %22, 0
  store ptr %23, ptr %3, align 8
  %24 = extractvalue { ptr, i32 } %22, 1
  store i32 %24, ptr %4, align 4
  call void @_ZN3ObjdlEPv(ptr noundef %9) #7
  br label %25

25:                                               ; preds = %21, %17
  %26 = load i32, ptr %4, align 4
  %27 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %83

29:                                               ; preds = %25
  %30 = load ptr, ptr %3, align 8
  %31 = call ptr @__cxa_begin_catch(ptr %30) #7
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  %34 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33)
          to label %35 unwind label %45

35:                                               ; preds = %29
  call void @__cxa_end_catch() #7
  br label %36

36:                                               ; preds = %35, %16
  %37 = invoke noundef ptr @_ZN3ObjnwEyi(i64 noundef 4, i32 noundef 7)
          to label %38 unwind label %49

38:                                               ; preds = %36
  invoke void @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %37, i32 noundef -2)
          to label %39 unwind label %53

39:                                               ; preds = %38
  store ptr %37, ptr %6, align 8
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.Obj, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42)
          to label %44 unwind label %49

44:                                               ; preds = %39
  br label %68

45:                                               ; preds = %29
  %46 = landingpad { ptr, i32 }
          cleanup
  %47 = extractvalue { ptr, i32 } %46, 0
  store ptr %47, ptr %3, align 8
  %48 = extractvalue { ptr, i32 } %46, 1
  store i32 %48, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %83

49:                                               ; preds = %39, %36
  %50 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %3, align 8
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %4, align 4
  br label %57

53:                                               ; preds = %38
  %54 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %3, align 8
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %4, align 4
  call void @_ZN3ObjdlEPvi(ptr noundef %37, i32 noundef 7) #7
  br label %57

57:                                               ; preds = %53, %49
  %58 = load i32, ptr %4, align 4
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %83

61:                                               ; preds = %57
  %62 = load ptr, ptr %3, align 8
  %63 = call ptr @__cxa_begin_catch(ptr %62) #7
  %64 = load i32, ptr %63, align 4
  store i32 %64, ptr %7, align 4
  %65 = load i32, ptr %7, align 4
  %66 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %65)
          to label %67 unwind label %75

67:                                               ; preds = %61
  call void @__cxa_end_catch() #7
  br label %68

68:                                               ; preds = %67, %44
  %69 = call noundef ptr @_ZN3ObjnwEy(i64 noundef 4)
  invoke void @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %69, i32 noundef 3)
          to label %70 unwind label %79

70:                                               ; preds = %68
  store ptr %69, ptr %8, align 8
  %71 = load ptr, ptr %8, align 8
  %72 = icmp eq ptr %71, null
  br i1 %72, label %74, label %73

73:                                               ; preds = %70
  call void @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %71) #7
  call void @_ZN3ObjdlEPv(ptr noundef %71) #7
  br label %74

74:                                               ; preds = %73, %70
  ret i32 0

75:                                               ; preds = %61
  %76 = landingpad { ptr, i32 }
          cleanup
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %3, align 8
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %83

79:                                               ; preds = %68
  %80 = landingpad { ptr, i32 }
          cleanup
  %81 = extractvalue { ptr, i32 } %80, 0
  store ptr %81, ptr %3, align 8
  %82 = extractvalue { ptr, i32 } %80, 1
  store i32 %82, ptr %4, align 4
  call void @_ZN3ObjdlEPv(ptr noundef %69) #7
  br label %83

83:                                               ; preds = %79, %75, %57, %45, %25
  %84 = load ptr, ptr %3, align 8
  %85 = load i32, ptr %4, align 4
  %86 = insertvalue { ptr, i32 } poison, ptr %84, 0
  %87 = insertvalue { ptr, i32 } %86, i32 %85, 1
  resume { ptr, i32 } %87
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN3ObjnwEy(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %4 = load i64, ptr %2, align 8
  %5 = call ptr @malloc(i64 noundef %4) #8
  ret ptr %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %2
  %15 = call ptr @__cxa_allocate_exception(i64 4) #7
  %16 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #9
  unreachable

18:                                               ; preds = %2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjdlEPv(ptr noundef %0) #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #10
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN3ObjnwEyi(i64 noundef %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
  %7 = load i64, ptr %3, align 8
  %8 = call ptr @malloc(i64 noundef %7) #8
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjdlEPvi(ptr noundef %0, i32 noundef %1) #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %5)
          to label %7 unwind label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  invoke void @free(ptr noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %7
  ret void

10:                                               ; preds = %7, %2
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #10
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #10
  unreachable
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #5

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev()

declare dso_local void @free(ptr noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { allocsize(0) }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
