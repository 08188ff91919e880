; ModuleID = 'bad_alloc_huge_new.cpp'
source_filename = "bad_alloc_huge_new.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }

@g_keep = global i8* null, align 4
@_ZTISt9bad_alloc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"bad_alloc: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.1 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"allocated\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::bad_alloc"*, align 4
  %6 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  store i32 -2147483648, i32* %2, align 4
  call void @_ZL4grabm(i32 noundef 16)
  %7 = load i32, i32* %2, align 4
  invoke void @_ZL4grabm(i32 noundef %7)
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %29

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %3, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %4, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %4, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %64

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4
  %19 = call i8* @__cxa_begin_catch(i8* %18) #7
  %20 = bitcast i8* %19 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %20, %"class.std::bad_alloc"** %5, align 4
  %21 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %5, align 4
  %22 = bitcast %"class.std::bad_alloc"* %21 to i8* (%"class.std::bad_alloc"*)***
  %23 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %22, align 4
  %24 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %23, i64 2
  %25 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %24, align 4
  %26 = call noundef i8* %25(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %21) #7
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i8* noundef %26)
          to label %28 unwind label %33

28:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %8
  %30 = load i32, i32* %2, align 4
  %31 = add i32 %30, 64
  invoke void @_ZL4grabm(i32 noundef %31)
          to label %32 unwind label %38

32:                                               ; preds = %29
  br label %58

33:                                               ; preds = %17
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %3, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %37 unwind label %69

37:                                               ; preds = %33
  br label %64

38:                                               ; preds = %29
  %39 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %40 = extractvalue { i8*, i32 } %39, 0
  store i8* %40, i8** %3, align 4
  %41 = extractvalue { i8*, i32 } %39, 1
  store i32 %41, i32* %4, align 4
  br label %42

42:                                               ; preds = %38
  %43 = load i32, i32* %4, align 4
  %44 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #7
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %64

46:                                               ; preds = %42
  %47 = load i8*, i8** %3, align 4
  %48 = call i8* @__cxa_begin_catch(i8* %47) #7
  %49 = bitcast i8* %48 to %"class.std::exception"*
  store %"class.std::exception"* %49, %"class.std::exception"** %6, align 4
  %50 = load %"class.std::exception"*, %"class.std::exception"** %6, align 4
  %51 = bitcast %"class.std::exception"* %50 to i8* (%"class.std::exception"*)***
  %52 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %51, align 4
  %53 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %52, i64 2
  %54 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %53, align 4
  %55 = call noundef i8* %54(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %50) #7
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i8* noundef %55)
          to label %57 unwind label %59

57:                                               ; preds = %46
  call void @__cxa_end_catch()
  br label %58

58:                                               ; preds = %57, %32
  ret i32 0

59:                                               ; preds = %46
  %60 = landingpad { i8*, i32 }
          cleanup
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %3, align 4
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %63 unwind label %69

63:                                               ; preds = %59
  br label %64

64:                                               ; preds = %63, %42, %37, %13
  %65 = load i8*, i8** %3, align 4
  %66 = load i32, i32* %4, align 4
  %67 = insertvalue { i8*, i32 } undef, i8* %65, 0
  %68 = insertvalue { i8*, i32 } %67, i32 %66, 1
  resume { i8*, i32 } %68

69:                                               ; preds = %59, %33
  %70 = landingpad { i8*, i32 }
          catch i8* null
  %71 = extractvalue { i8*, i32 } %70, 0
  call void @__clang_call_terminate(i8* %71) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL4grabm(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noalias noundef nonnull i8* @_Znwm(i32 noundef %3) #9
  store volatile i8* %4, i8** @g_keep, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0))
  %6 = load volatile i8*, i8** @g_keep, align 4
  call void @_ZdlPv(i8* noundef %6) #7
  ret void
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i32 noundef) #5

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
