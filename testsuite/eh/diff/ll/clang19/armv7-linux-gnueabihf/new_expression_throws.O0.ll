; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Obj = type { i32 }

$_ZN3ObjnwEj = comdat any

$_ZN3ObjC2Ei = comdat any

$_ZN3ObjdlEPv = comdat any

$_ZN3ObjnwEji = comdat any

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

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %9 = invoke noundef ptr @_ZN3ObjnwEj(i32 noundef 4)
          to label %10 unwind label %18

10:                                               ; preds = %0
  %11 = invoke noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef -1)
          to label %12 unwind label %22

12:                                               ; preds = %10
  store ptr %9, ptr %2, align 4
  %13 = load ptr, ptr %2, align 4
  %14 = getelementptr inbounds %struct.Obj, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15)
          to label %17 unwind label %18

17:                                               ; preds = %12
  br label %37

18:                                               ; preds = %12, %0
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 4
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  br label %26

22:                                               ; preds = %10
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %3, align 4
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %4, align 4
  call void @_ZN3ObjdlEPv(ptr noundef %9) #7
  br label %26

26:                                               ; preds = %22, %18
  %27 = load i32, ptr %4, align 4
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %87

30:                                               ; preds = %26
  %31 = load ptr, ptr %3, align 4
  %32 = call ptr @__cxa_begin_catch(ptr %31) #7
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %5, align 4
  %34 = load i32, ptr %5, align 4
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %34)
          to label %36 unwind label %47

36:                                               ; preds = %30
  call void @__cxa_end_catch() #7
  br label %37

37:                                               ; preds = %36, %17
  %38 = invoke noundef ptr @_ZN3ObjnwEji(i32 noundef 4, i32 noundef 7)
          to label %39 unwind label %51

39:                                               ; preds = %37
  %40 = invoke noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %38, i32 noundef -2)
          to label %41 unwind label %55

41:                                               ; preds = %39
  store ptr %38, ptr %6, align 4
  %42 = load ptr, ptr %6, align 4
  %43 = getelementptr inbounds %struct.Obj, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 4
  %45 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44)
          to label %46 unwind label %51

46:                                               ; preds = %41
  br label %70

47:                                               ; preds = %30
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = extractvalue { ptr, i32 } %48, 0
  store ptr %49, ptr %3, align 4
  %50 = extractvalue { ptr, i32 } %48, 1
  store i32 %50, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %87

51:                                               ; preds = %41, %37
  %52 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %53 = extractvalue { ptr, i32 } %52, 0
  store ptr %53, ptr %3, align 4
  %54 = extractvalue { ptr, i32 } %52, 1
  store i32 %54, ptr %4, align 4
  br label %59

55:                                               ; preds = %39
  %56 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %57 = extractvalue { ptr, i32 } %56, 0
  store ptr %57, ptr %3, align 4
  %58 = extractvalue { ptr, i32 } %56, 1
  store i32 %58, ptr %4, align 4
  call void @_ZN3ObjdlEPvi(ptr noundef %38, i32 noundef 7) #7
  br label %59

59:                                               ; preds = %55, %51
  %60 = load i32, ptr %4, align 4
  %61 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %87

63:                                               ; preds = %59
  %64 = load ptr, ptr %3, align 4
  %65 = call ptr @__cxa_begin_catch(ptr %64) #7
  %66 = load i32, ptr %65, align 4
  store i32 %66, ptr %7, align 4
  %67 = load i32, ptr %7, align 4
  %68 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %67)
          to label %69 unwind label %79

69:                                               ; preds = %63
  call void @__cxa_end_catch() #7
  br label %70

70:                                               ; preds = %69, %46
  %71 = call noundef ptr @_ZN3ObjnwEj(i32 noundef 4)
  %72 = invoke noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %71, i32 noundef 3)
          to label %73 unwind label %83

73:                                               ; preds = %70
  store ptr %71, ptr %8, align 4
  %74 = load ptr, ptr %8, align 4
  %75 = icmp eq ptr %74, null
  br i1 %75, label %78, label %76

76:                                               ; preds = %73
  %77 = call noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %74) #7
  call void @_ZN3ObjdlEPv(ptr noundef %74) #7
  br label %78

78:                                               ; preds = %76, %73
  ret i32 0

79:                                               ; preds = %63
  %80 = landingpad { ptr, i32 }
          cleanup
  %81 = extractvalue { ptr, i32 } %80, 0
  store ptr %81, ptr %3, align 4
  %82 = extractvalue { ptr, i32 } %80, 1
  store i32 %82, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %87

83:                                               ; preds = %70
  %84 = landingpad { ptr, i32 }
          cleanup
  %85 = extractvalue { ptr, i32 } %84, 0
  store ptr %85, ptr %3, align 4
  %86 = extractvalue { ptr, i32 } %84, 1
  store i32 %86, ptr %4, align 4
  call void @_ZN3ObjdlEPv(ptr noundef %71) #7
  br label %87

87:                                               ; preds = %83, %79, %59, %47, %26
  %88 = load ptr, ptr %3, align 4
  %89 = load i32, ptr %4, align 4
  %90 = insertvalue { ptr, i32 } poison, ptr %88, 0
  %91 = insertvalue { ptr, i32 } %90, i32 %89, 1
  resume { ptr, i32 } %91
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN3ObjnwEj(i32 noundef %0) #1 comdat align 2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %4 = load i32, ptr %2, align 4
  %5 = call ptr @malloc(i32 noundef %4) #8
  ret ptr %5
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN3ObjC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
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
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7
  %16 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 8
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #9
  unreachable

18:                                               ; preds = %2
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3ObjdlEPv(ptr noundef %0) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
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

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN3ObjnwEji(i32 noundef %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %5)
  %7 = load i32, ptr %3, align 4
  %8 = call ptr @malloc(i32 noundef %7) #8
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN3ObjdlEPvi(ptr noundef %0, i32 noundef %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %5)
          to label %7 unwind label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 4
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

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN3ObjD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #10
  unreachable
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #5

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare void @free(ptr noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { allocsize(0) }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
