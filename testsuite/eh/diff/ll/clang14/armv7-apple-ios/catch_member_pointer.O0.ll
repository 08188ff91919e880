; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.S = type { i32, i32 }

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Ti = linkonce_odr constant [5 x i8] c"M1Ti\00", align 1
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1T = linkonce_odr constant [3 x i8] c"1T\00", align 1
@_ZTI1T = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1T, i32 0, i32 0) }, align 4
@_ZTIM1Ti = linkonce_odr constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Ti, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1T to i8*) }, align 4
@_ZTSM1Si = linkonce_odr constant [5 x i8] c"M1Si\00", align 1
@_ZTS1S = linkonce_odr constant [3 x i8] c"1S\00", align 1
@_ZTI1S = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, align 4
@_ZTIM1Si = linkonce_odr constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, align 4
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"wrong: int T::*\0A\00", align 1
@_ZTSM1SKi = linkonce_odr constant [6 x i8] c"M1SKi\00", align 1
@_ZTIM1SKi = linkonce_odr constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSM1SKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr constant [8 x i8] c"M1SFivE\00", align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", align 1
@_ZTIFivE = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, align 4
@_ZTIM1SFivE = linkonce_odr constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSM1SFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, align 4
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca { i32, i32 }, align 4
  store i32 0, i32* %1, align 4
  %9 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 0
  store i32 3, i32* %9, align 4
  %10 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 1
  store i32 4, i32* %10, align 4
  %11 = call i8* @__cxa_allocate_exception(i32 4) #4
  %12 = bitcast i8* %11 to i32*
  store i32 4, i32* %12, align 8
  invoke void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #5
          to label %127 unwind label %13

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i32, i32* %4, align 4
  %19 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Ti to i8*)) #4
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %31

21:                                               ; preds = %17
  %22 = load i8*, i8** %3, align 4
  %23 = call i8* @__cxa_begin_catch(i8* %22) #4
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4
  store i32 %25, i32* %6, align 4
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0))
          to label %27 unwind label %50

27:                                               ; preds = %21
  call void @__cxa_end_catch() #4
  br label %28

28:                                               ; preds = %27, %45
  %29 = call i8* @__cxa_allocate_exception(i32 4) #4
  %30 = bitcast i8* %29 to i32*
  store i32 0, i32* %30, align 8
  invoke void @__cxa_throw(i8* %29, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*), i8* null) #5
          to label %127 unwind label %54

31:                                               ; preds = %17
  %32 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #4
  %33 = icmp eq i32 %18, %32
  br i1 %33, label %34, label %122

34:                                               ; preds = %31
  %35 = load i8*, i8** %3, align 4
  %36 = call i8* @__cxa_begin_catch(i8* %35) #4
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4
  store i32 %38, i32* %5, align 4
  %39 = load i32, i32* %5, align 4
  %40 = bitcast %struct.S* %2 to i8*
  %41 = getelementptr inbounds i8, i8* %40, i32 %39
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %43)
          to label %45 unwind label %46

45:                                               ; preds = %34
  call void @__cxa_end_catch() #4
  br label %28

46:                                               ; preds = %34
  %47 = landingpad { i8*, i32 }
          cleanup
  %48 = extractvalue { i8*, i32 } %47, 0
  store i8* %48, i8** %3, align 4
  %49 = extractvalue { i8*, i32 } %47, 1
  store i32 %49, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %122

50:                                               ; preds = %21
  %51 = landingpad { i8*, i32 }
          cleanup
  %52 = extractvalue { i8*, i32 } %51, 0
  store i8* %52, i8** %3, align 4
  %53 = extractvalue { i8*, i32 } %51, 1
  store i32 %53, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %122

54:                                               ; preds = %28
  %55 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %3, align 4
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %4, align 4
  br label %58

58:                                               ; preds = %54
  %59 = load i32, i32* %4, align 4
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SKi to i8*)) #4
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %122

62:                                               ; preds = %58
  %63 = load i8*, i8** %3, align 4
  %64 = call i8* @__cxa_begin_catch(i8* %63) #4
  %65 = bitcast i8* %64 to i32*
  %66 = load i32, i32* %65, align 4
  store i32 %66, i32* %7, align 4
  %67 = load i32, i32* %7, align 4
  %68 = bitcast %struct.S* %2 to i8*
  %69 = getelementptr inbounds i8, i8* %68, i32 %67
  %70 = bitcast i8* %69 to i32*
  %71 = load i32, i32* %70, align 4
  %72 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i32 0, i32 0), i32 noundef %71)
          to label %73 unwind label %77

73:                                               ; preds = %62
  call void @__cxa_end_catch() #4
  br label %74

74:                                               ; preds = %73
  %75 = call i8* @__cxa_allocate_exception(i32 8) #4
  %76 = bitcast i8* %75 to { i32, i32 }*
  store { i32, i32 } { i32 ptrtoint (i32 (%struct.S*)* @_ZN1S5twiceEv to i32), i32 0 }, { i32, i32 }* %76, align 8
  invoke void @__cxa_throw(i8* %75, i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*), i8* null) #5
          to label %127 unwind label %81

77:                                               ; preds = %62
  %78 = landingpad { i8*, i32 }
          cleanup
  %79 = extractvalue { i8*, i32 } %78, 0
  store i8* %79, i8** %3, align 4
  %80 = extractvalue { i8*, i32 } %78, 1
  store i32 %80, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %122

81:                                               ; preds = %74
  %82 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)
  %83 = extractvalue { i8*, i32 } %82, 0
  store i8* %83, i8** %3, align 4
  %84 = extractvalue { i8*, i32 } %82, 1
  store i32 %84, i32* %4, align 4
  br label %85

85:                                               ; preds = %81
  %86 = load i32, i32* %4, align 4
  %87 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1SFivE to i8*)) #4
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %89, label %122

89:                                               ; preds = %85
  %90 = load i8*, i8** %3, align 4
  %91 = call i8* @__cxa_begin_catch(i8* %90) #4
  %92 = bitcast i8* %91 to { i32, i32 }*
  %93 = load { i32, i32 }, { i32, i32 }* %92, align 4
  store { i32, i32 } %93, { i32, i32 }* %8, align 4
  %94 = load { i32, i32 }, { i32, i32 }* %8, align 4
  %95 = extractvalue { i32, i32 } %94, 1
  %96 = ashr i32 %95, 1
  %97 = bitcast %struct.S* %2 to i8*
  %98 = getelementptr inbounds i8, i8* %97, i32 %96
  %99 = bitcast i8* %98 to %struct.S*
  %100 = extractvalue { i32, i32 } %94, 0
  %101 = and i32 %95, 1
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %109

103:                                              ; preds = %89
  %104 = bitcast %struct.S* %99 to i8**
  %105 = load i8*, i8** %104, align 4
  %106 = getelementptr i8, i8* %105, i32 %100, !nosanitize !9
  %107 = bitcast i8* %106 to i32 (%struct.S*)**, !nosanitize !9
  %108 = load i32 (%struct.S*)*, i32 (%struct.S*)** %107, align 4, !nosanitize !9
  br label %111

109:                                              ; preds = %89
  %110 = inttoptr i32 %100 to i32 (%struct.S*)*
  br label %111

111:                                              ; preds = %109, %103
  %112 = phi i32 (%struct.S*)* [ %108, %103 ], [ %110, %109 ]
  %113 = invoke noundef i32 %112(%struct.S* noundef nonnull align 4 dereferenceable(8) %99)
          to label %114 unwind label %118

114:                                              ; preds = %111
  %115 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i32 0, i32 0), i32 noundef %113)
          to label %116 unwind label %118

116:                                              ; preds = %114
  call void @__cxa_end_catch() #4
  br label %117

117:                                              ; preds = %116
  ret i32 0

118:                                              ; preds = %114, %111
  %119 = landingpad { i8*, i32 }
          cleanup
  %120 = extractvalue { i8*, i32 } %119, 0
  store i8* %120, i8** %3, align 4
  %121 = extractvalue { i8*, i32 } %119, 1
  store i32 %121, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %122

122:                                              ; preds = %118, %85, %77, %58, %50, %46, %31
  %123 = load i8*, i8** %3, align 4
  %124 = load i32, i32* %4, align 4
  %125 = insertvalue { i8*, i32 } undef, i8* %123, 0
  %126 = insertvalue { i8*, i32 } %125, i32 %124, 1
  resume { i8*, i32 } %126

127:                                              ; preds = %74, %28, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #2

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i32 @_ZN1S5twiceEv(%struct.S* noundef nonnull align 4 dereferenceable(8) %0) #3 align 2 {
  %2 = alloca %struct.S*, align 4
  store %struct.S* %0, %struct.S** %2, align 4
  %3 = load %struct.S*, %struct.S** %2, align 4
  %4 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 2, %5
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind readnone }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

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
!9 = !{}
