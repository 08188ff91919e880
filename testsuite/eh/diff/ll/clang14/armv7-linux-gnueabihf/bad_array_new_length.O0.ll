; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }

$__clang_call_terminate = comdat any

@g_keep = dso_local global i32* null, align 4
@_ZTISt9bad_alloc = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", align 1
@_ZTISt20bad_array_new_length = external constant i8*
@.str.2 = private unnamed_addr constant [12 x i8] c"direct: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.3 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"made %d ints\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %"class.std::bad_alloc"*, align 4
  %5 = alloca %"class.std::bad_alloc"*, align 4
  %6 = alloca %"class.std::bad_array_new_length"*, align 4
  %7 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  call void @_ZL9make_intsi(i32 noundef 4)
  call void @_ZL11make_listedi(i32 noundef 4)
  invoke void @_ZL9make_intsi(i32 noundef -1)
          to label %8 unwind label %9

8:                                                ; preds = %0
  br label %29

9:                                                ; preds = %0
  %10 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  store i8* %11, i8** %2, align 4
  %12 = extractvalue { i8*, i32 } %10, 1
  store i32 %12, i32* %3, align 4
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %3, align 4
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #10
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %116

17:                                               ; preds = %13
  %18 = load i8*, i8** %2, align 4
  %19 = call i8* @__cxa_begin_catch(i8* %18) #10
  %20 = bitcast i8* %19 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %20, %"class.std::bad_alloc"** %4, align 4
  %21 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %4, align 4
  %22 = bitcast %"class.std::bad_alloc"* %21 to i8* (%"class.std::bad_alloc"*)***
  %23 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %22, align 4
  %24 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %23, i64 2
  %25 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %24, align 4
  %26 = call noundef i8* %25(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %21) #10
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i8* noundef %26)
          to label %28 unwind label %31

28:                                               ; preds = %17
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %8
  invoke void @_ZL11make_listedi(i32 noundef 2)
          to label %30 unwind label %36

30:                                               ; preds = %29
  br label %56

31:                                               ; preds = %17
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %2, align 4
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %35 unwind label %121

35:                                               ; preds = %31
  br label %116

36:                                               ; preds = %29
  %37 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %2, align 4
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %3, align 4
  br label %40

40:                                               ; preds = %36
  %41 = load i32, i32* %3, align 4
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #10
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %116

44:                                               ; preds = %40
  %45 = load i8*, i8** %2, align 4
  %46 = call i8* @__cxa_begin_catch(i8* %45) #10
  %47 = bitcast i8* %46 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %47, %"class.std::bad_alloc"** %5, align 4
  %48 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %5, align 4
  %49 = bitcast %"class.std::bad_alloc"* %48 to i8* (%"class.std::bad_alloc"*)***
  %50 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %49, align 4
  %51 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %50, i64 2
  %52 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %51, align 4
  %53 = call noundef i8* %52(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %48) #10
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i32 0, i32 0), i8* noundef %53)
          to label %55 unwind label %58

55:                                               ; preds = %44
  call void @__cxa_end_catch()
  br label %56

56:                                               ; preds = %55, %30
  invoke void @__cxa_throw_bad_array_new_length() #11
          to label %57 unwind label %63

57:                                               ; preds = %56
  unreachable

58:                                               ; preds = %44
  %59 = landingpad { i8*, i32 }
          cleanup
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %2, align 4
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %62 unwind label %121

62:                                               ; preds = %58
  br label %116

63:                                               ; preds = %56
  %64 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt20bad_array_new_length to i8*)
  %65 = extractvalue { i8*, i32 } %64, 0
  store i8* %65, i8** %2, align 4
  %66 = extractvalue { i8*, i32 } %64, 1
  store i32 %66, i32* %3, align 4
  br label %67

67:                                               ; preds = %63
  %68 = load i32, i32* %3, align 4
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt20bad_array_new_length to i8*)) #10
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %116

71:                                               ; preds = %67
  %72 = load i8*, i8** %2, align 4
  %73 = call i8* @__cxa_begin_catch(i8* %72) #10
  %74 = bitcast i8* %73 to %"class.std::bad_array_new_length"*
  store %"class.std::bad_array_new_length"* %74, %"class.std::bad_array_new_length"** %6, align 4
  %75 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %6, align 4
  %76 = bitcast %"class.std::bad_array_new_length"* %75 to i8* (%"class.std::bad_array_new_length"*)***
  %77 = load i8* (%"class.std::bad_array_new_length"*)**, i8* (%"class.std::bad_array_new_length"*)*** %76, align 4
  %78 = getelementptr inbounds i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %77, i64 2
  %79 = load i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %78, align 4
  %80 = call noundef i8* %79(%"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(4) %75) #10
  %81 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i8* noundef %80)
          to label %82 unwind label %85

82:                                               ; preds = %71
  call void @__cxa_end_catch()
  br label %83

83:                                               ; preds = %82
  invoke void @__cxa_throw_bad_array_new_length() #11
          to label %84 unwind label %90

84:                                               ; preds = %83
  unreachable

85:                                               ; preds = %71
  %86 = landingpad { i8*, i32 }
          cleanup
  %87 = extractvalue { i8*, i32 } %86, 0
  store i8* %87, i8** %2, align 4
  %88 = extractvalue { i8*, i32 } %86, 1
  store i32 %88, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %89 unwind label %121

89:                                               ; preds = %85
  br label %116

90:                                               ; preds = %83
  %91 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %92 = extractvalue { i8*, i32 } %91, 0
  store i8* %92, i8** %2, align 4
  %93 = extractvalue { i8*, i32 } %91, 1
  store i32 %93, i32* %3, align 4
  br label %94

94:                                               ; preds = %90
  %95 = load i32, i32* %3, align 4
  %96 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #10
  %97 = icmp eq i32 %95, %96
  br i1 %97, label %98, label %116

98:                                               ; preds = %94
  %99 = load i8*, i8** %2, align 4
  %100 = call i8* @__cxa_begin_catch(i8* %99) #10
  %101 = bitcast i8* %100 to %"class.std::exception"*
  store %"class.std::exception"* %101, %"class.std::exception"** %7, align 4
  %102 = load %"class.std::exception"*, %"class.std::exception"** %7, align 4
  %103 = bitcast %"class.std::exception"* %102 to i8* (%"class.std::exception"*)***
  %104 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %103, align 4
  %105 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %104, i64 2
  %106 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %105, align 4
  %107 = call noundef i8* %106(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %102) #10
  %108 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i8* noundef %107)
          to label %109 unwind label %111

109:                                              ; preds = %98
  call void @__cxa_end_catch()
  br label %110

110:                                              ; preds = %109
  ret i32 0

111:                                              ; preds = %98
  %112 = landingpad { i8*, i32 }
          cleanup
  %113 = extractvalue { i8*, i32 } %112, 0
  store i8* %113, i8** %2, align 4
  %114 = extractvalue { i8*, i32 } %112, 1
  store i32 %114, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %115 unwind label %121

115:                                              ; preds = %111
  br label %116

116:                                              ; preds = %115, %94, %89, %67, %62, %40, %35, %13
  %117 = load i8*, i8** %2, align 4
  %118 = load i32, i32* %3, align 4
  %119 = insertvalue { i8*, i32 } undef, i8* %117, 0
  %120 = insertvalue { i8*, i32 } %119, i32 %118, 1
  resume { i8*, i32 } %120

121:                                              ; preds = %111, %85, %58, %31
  %122 = landingpad { i8*, i32 }
          catch i8* null
  %123 = extractvalue { i8*, i32 } %122, 0
  call void @__clang_call_terminate(i8* %123) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9make_intsi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  %7 = select i1 %5, i32 -1, i32 %6
  %8 = call noalias noundef nonnull i8* @_Znaj(i32 noundef %7) #13
  %9 = bitcast i8* %8 to i32*
  store volatile i32* %9, i32** @g_keep, align 4
  %10 = load i32, i32* %2, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0), i32 noundef %10)
  %12 = load volatile i32*, i32** @g_keep, align 4
  %13 = icmp eq i32* %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %1
  %15 = bitcast i32* %12 to i8*
  call void @_ZdaPv(i8* noundef %15) #14
  br label %16

16:                                               ; preds = %14, %1
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11make_listedi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp ult i32 %3, 3
  %5 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %6 = extractvalue { i32, i1 } %5, 1
  %7 = or i1 %4, %6
  %8 = extractvalue { i32, i1 } %5, 0
  %9 = select i1 %7, i32 -1, i32 %8
  %10 = call noalias noundef nonnull i8* @_Znaj(i32 noundef %9) #13
  %11 = bitcast i8* %10 to i32*
  store i32 1, i32* %11, align 4
  %12 = getelementptr inbounds i32, i32* %11, i32 1
  store i32 2, i32* %12, align 4
  %13 = getelementptr inbounds i32, i32* %12, i32 1
  store i32 3, i32* %13, align 4
  %14 = getelementptr inbounds i32, i32* %13, i32 1
  %15 = sub i32 %9, 12
  %16 = bitcast i32* %14 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %16, i8 0, i32 %15, i1 false)
  store volatile i32* %11, i32** @g_keep, align 4
  %17 = load i32, i32* %2, align 4
  %18 = load volatile i32*, i32** @g_keep, align 4
  %19 = load i32, i32* %2, align 4
  %20 = sub nsw i32 %19, 1
  %21 = getelementptr inbounds i32, i32* %18, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.5, i32 0, i32 0), i32 noundef %17, i32 noundef %22)
  %24 = load volatile i32*, i32** @g_keep, align 4
  %25 = icmp eq i32* %24, null
  br i1 %25, label %28, label %26

26:                                               ; preds = %1
  %27 = bitcast i32* %24 to i8*
  call void @_ZdaPv(i8* noundef %27) #14
  br label %28

28:                                               ; preds = %26, %1
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @__cxa_throw_bad_array_new_length() #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #6

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znaj(i32 noundef) #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #8

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #9

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { argmemonly nofree nounwind willreturn writeonly }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin allocsize(0) }
attributes #14 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
