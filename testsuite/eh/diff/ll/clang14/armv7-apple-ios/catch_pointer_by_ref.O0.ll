; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTIPi = external constant i8*
@.str = private unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", align 1
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", align 1
@_ZL5other = internal global i32 7, align 4
@.str.4 = private unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"null: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@_ZL5value = internal global i32 42, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZL4text = internal constant [17 x i8] c"an array of char\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32**, align 4
  %5 = alloca i8**, align 4
  %6 = alloca i8**, align 4
  %7 = alloca i32**, align 4
  %8 = alloca i32**, align 4
  %9 = alloca i32**, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL13throw_int_ptrv()
          to label %10 unwind label %11

10:                                               ; preds = %0
  br label %29

11:                                               ; preds = %0
  %12 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %2, align 4
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %3, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, i32* %3, align 4
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #4
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %150

19:                                               ; preds = %15
  %20 = load i8*, i8** %2, align 4
  %21 = call i8* @__cxa_begin_catch(i8* %20) #4
  %22 = getelementptr i8, i8* %20, i32 32
  %23 = bitcast i8* %22 to i32**
  store i32** %23, i32*** %4, align 4
  %24 = load i32**, i32*** %4, align 4
  %25 = load i32*, i32** %24, align 4
  %26 = load i32, i32* %25, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %26)
          to label %28 unwind label %31

28:                                               ; preds = %19
  call void @__cxa_end_catch() #4
  br label %29

29:                                               ; preds = %28, %10
  invoke void @_ZL13throw_literalv()
          to label %30 unwind label %35

30:                                               ; preds = %29
  br label %52

31:                                               ; preds = %19
  %32 = landingpad { i8*, i32 }
          cleanup
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %2, align 4
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %3, align 4
  call void @__cxa_end_catch() #4
  br label %150

35:                                               ; preds = %29
  %36 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %2, align 4
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %3, align 4
  br label %39

39:                                               ; preds = %35
  %40 = load i32, i32* %3, align 4
  %41 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #4
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %150

43:                                               ; preds = %39
  %44 = load i8*, i8** %2, align 4
  %45 = call i8* @__cxa_begin_catch(i8* %44) #4
  %46 = getelementptr i8, i8* %44, i32 32
  %47 = bitcast i8* %46 to i8**
  store i8** %47, i8*** %5, align 4
  %48 = load i8**, i8*** %5, align 4
  %49 = load i8*, i8** %48, align 4
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i8* noundef %49)
          to label %51 unwind label %54

51:                                               ; preds = %43
  call void @__cxa_end_catch() #4
  br label %52

52:                                               ; preds = %51, %30
  invoke void @_ZL11throw_arrayv()
          to label %53 unwind label %58

53:                                               ; preds = %52
  br label %75

54:                                               ; preds = %43
  %55 = landingpad { i8*, i32 }
          cleanup
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %2, align 4
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %3, align 4
  call void @__cxa_end_catch() #4
  br label %150

58:                                               ; preds = %52
  %59 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %60 = extractvalue { i8*, i32 } %59, 0
  store i8* %60, i8** %2, align 4
  %61 = extractvalue { i8*, i32 } %59, 1
  store i32 %61, i32* %3, align 4
  br label %62

62:                                               ; preds = %58
  %63 = load i32, i32* %3, align 4
  %64 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #4
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %150

66:                                               ; preds = %62
  %67 = load i8*, i8** %2, align 4
  %68 = call i8* @__cxa_begin_catch(i8* %67) #4
  %69 = getelementptr i8, i8* %67, i32 32
  %70 = bitcast i8* %69 to i8**
  store i8** %70, i8*** %6, align 4
  %71 = load i8**, i8*** %6, align 4
  %72 = load i8*, i8** %71, align 4
  %73 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.2, i32 0, i32 0), i8* noundef %72)
          to label %74 unwind label %77

74:                                               ; preds = %66
  call void @__cxa_end_catch() #4
  br label %75

75:                                               ; preds = %74, %53
  invoke void @_ZL13throw_int_ptrv()
          to label %76 unwind label %81

76:                                               ; preds = %75
  br label %120

77:                                               ; preds = %66
  %78 = landingpad { i8*, i32 }
          cleanup
  %79 = extractvalue { i8*, i32 } %78, 0
  store i8* %79, i8** %2, align 4
  %80 = extractvalue { i8*, i32 } %78, 1
  store i32 %80, i32* %3, align 4
  call void @__cxa_end_catch() #4
  br label %150

81:                                               ; preds = %75
  %82 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %83 = extractvalue { i8*, i32 } %82, 0
  store i8* %83, i8** %2, align 4
  %84 = extractvalue { i8*, i32 } %82, 1
  store i32 %84, i32* %3, align 4
  br label %85

85:                                               ; preds = %81
  %86 = load i32, i32* %3, align 4
  %87 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #4
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %89, label %104

89:                                               ; preds = %85
  %90 = load i8*, i8** %2, align 4
  %91 = call i8* @__cxa_begin_catch(i8* %90) #4
  %92 = getelementptr i8, i8* %90, i32 32
  %93 = bitcast i8* %92 to i32**
  store i32** %93, i32*** %7, align 4
  %94 = load i32**, i32*** %7, align 4
  %95 = load i32*, i32** %94, align 4
  %96 = load i32, i32* %95, align 4
  %97 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %96)
          to label %98 unwind label %100

98:                                               ; preds = %89
  %99 = load i32**, i32*** %7, align 4
  store i32* @_ZL5other, i32** %99, align 4
  invoke void @__cxa_rethrow() #5
          to label %155 unwind label %100

100:                                              ; preds = %98, %89
  %101 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %102 = extractvalue { i8*, i32 } %101, 0
  store i8* %102, i8** %2, align 4
  %103 = extractvalue { i8*, i32 } %101, 1
  store i32 %103, i32* %3, align 4
  call void @__cxa_end_catch() #4
  br label %104

104:                                              ; preds = %100, %85
  %105 = load i32, i32* %3, align 4
  %106 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #4
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %150

108:                                              ; preds = %104
  %109 = load i8*, i8** %2, align 4
  %110 = call i8* @__cxa_begin_catch(i8* %109) #4
  %111 = getelementptr i8, i8* %109, i32 32
  %112 = bitcast i8* %111 to i32**
  store i32** %112, i32*** %8, align 4
  %113 = load i32**, i32*** %8, align 4
  %114 = load i32*, i32** %113, align 4
  %115 = load i32, i32* %114, align 4
  %116 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef %115)
          to label %117 unwind label %121

117:                                              ; preds = %108
  call void @__cxa_end_catch() #4
  br label %118

118:                                              ; preds = %117, %120
  invoke void @_ZL10throw_nullv()
          to label %119 unwind label %125

119:                                              ; preds = %118
  br label %144

120:                                              ; preds = %76
  br label %118

121:                                              ; preds = %108
  %122 = landingpad { i8*, i32 }
          cleanup
  %123 = extractvalue { i8*, i32 } %122, 0
  store i8* %123, i8** %2, align 4
  %124 = extractvalue { i8*, i32 } %122, 1
  store i32 %124, i32* %3, align 4
  call void @__cxa_end_catch() #4
  br label %150

125:                                              ; preds = %118
  %126 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %127 = extractvalue { i8*, i32 } %126, 0
  store i8* %127, i8** %2, align 4
  %128 = extractvalue { i8*, i32 } %126, 1
  store i32 %128, i32* %3, align 4
  br label %129

129:                                              ; preds = %125
  %130 = load i32, i32* %3, align 4
  %131 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #4
  %132 = icmp eq i32 %130, %131
  br i1 %132, label %133, label %150

133:                                              ; preds = %129
  %134 = load i8*, i8** %2, align 4
  %135 = call i8* @__cxa_begin_catch(i8* %134) #4
  %136 = getelementptr i8, i8* %134, i32 32
  %137 = bitcast i8* %136 to i32**
  store i32** %137, i32*** %9, align 4
  %138 = load i32**, i32*** %9, align 4
  %139 = load i32*, i32** %138, align 4
  %140 = icmp eq i32* %139, null
  %141 = zext i1 %140 to i32
  %142 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i32 noundef %141)
          to label %143 unwind label %146

143:                                              ; preds = %133
  call void @__cxa_end_catch() #4
  br label %144

144:                                              ; preds = %143, %119
  %145 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0))
  ret i32 0

146:                                              ; preds = %133
  %147 = landingpad { i8*, i32 }
          cleanup
  %148 = extractvalue { i8*, i32 } %147, 0
  store i8* %148, i8** %2, align 4
  %149 = extractvalue { i8*, i32 } %147, 1
  store i32 %149, i32* %3, align 4
  call void @__cxa_end_catch() #4
  br label %150

150:                                              ; preds = %146, %129, %121, %104, %77, %62, %54, %39, %31, %15
  %151 = load i8*, i8** %2, align 4
  %152 = load i32, i32* %3, align 4
  %153 = insertvalue { i8*, i32 } undef, i8* %151, 0
  %154 = insertvalue { i8*, i32 } %153, i32 %152, 1
  resume { i8*, i32 } %154

155:                                              ; preds = %98
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13throw_int_ptrv() #1 {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #4
  %2 = bitcast i8* %1 to i32**
  store i32* @_ZL5value, i32** %2, align 8
  call void @__cxa_throw(i8* %1, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13throw_literalv() #1 {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #4
  %2 = bitcast i8* %1 to i8**
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i8** %2, align 8
  call void @__cxa_throw(i8* %1, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #5
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_arrayv() #1 {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #4
  %2 = bitcast i8* %1 to i8**
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @_ZL4text, i32 0, i32 0), i8** %2, align 8
  call void @__cxa_throw(i8* %1, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #5
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_nullv() #1 {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #4
  %2 = bitcast i8* %1 to i32**
  store i32* null, i32** %2, align 8
  call void @__cxa_throw(i8* %1, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
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
