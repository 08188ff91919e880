; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

$_ZTS5Color = comdat any

$_ZTI5Color = comdat any

$_ZTS4Mode = comdat any

$_ZTI4Mode = comdat any

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTIc = external constant i8*
@_ZTIb = external constant i8*
@_ZTIx = external constant i8*
@_ZTVN10__cxxabiv116__enum_type_infoE = external global i8*
@_ZTS5Color = linkonce_odr dso_local constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Color, i32 0, i32 0) }, comdat, align 4
@_ZTS4Mode = linkonce_odr dso_local constant [6 x i8] c"4Mode\00", comdat, align 1
@_ZTI4Mode = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Mode, i32 0, i32 0) }, comdat, align 4
@_ZTIs = external constant i8*
@_ZTIf = external constant i8*
@_ZTIh = external constant i8*
@.str = private unnamed_addr constant [22 x i8] c"%d: unsigned char %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"%d: float %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%d: short %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%d: Mode %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"%d: Color %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"%d: long long %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"%d: bool %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"%d: char %c\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"%d: double %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"%d: wrong int %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca float, align 4
  %7 = alloca i16, align 2
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %15

15:                                               ; preds = %39, %0
  %16 = load i32, i32* %2, align 4
  %17 = icmp slt i32 %16, 9
  br i1 %17, label %18, label %198

18:                                               ; preds = %15
  %19 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %19)
          to label %20 unwind label %21

20:                                               ; preds = %18
  br label %38

21:                                               ; preds = %18
  %22 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast (i8** @_ZTIc to i8*)
          catch i8* bitcast (i8** @_ZTIb to i8*)
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*)
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* bitcast (i8** @_ZTIf to i8*)
          catch i8* bitcast (i8** @_ZTIh to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %3, align 4
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %4, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, i32* %4, align 4
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %42

29:                                               ; preds = %25
  %30 = load i8*, i8** %3, align 4
  %31 = call i8* @__cxa_begin_catch(i8* %30) #4
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %14, align 4
  %34 = load i32, i32* %2, align 4
  %35 = load i32, i32* %14, align 4
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %34, i32 noundef %35)
          to label %37 unwind label %194

37:                                               ; preds = %29
  call void @__cxa_end_catch() #4
  br label %38

38:                                               ; preds = %37, %55, %67, %82, %94, %106, %118, %131, %145, %157, %20
  br label %39

39:                                               ; preds = %38
  %40 = load i32, i32* %2, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %2, align 4
  br label %15, !llvm.loop !7

42:                                               ; preds = %25
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #4
  %44 = icmp eq i32 %26, %43
  br i1 %44, label %45, label %56

45:                                               ; preds = %42
  %46 = load i8*, i8** %3, align 4
  %47 = call i8* @__cxa_begin_catch(i8* %46) #4
  %48 = bitcast i8* %47 to double*
  %49 = load double, double* %48, align 4
  store double %49, double* %13, align 8
  %50 = load i32, i32* %2, align 4
  %51 = load double, double* %13, align 8
  %52 = fmul double %51, 1.000000e+03
  %53 = fptosi double %52 to i32
  %54 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i32 noundef %50, i32 noundef %53)
          to label %55 unwind label %190

55:                                               ; preds = %45
  call void @__cxa_end_catch() #4
  br label %38

56:                                               ; preds = %42
  %57 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIc to i8*)) #4
  %58 = icmp eq i32 %26, %57
  br i1 %58, label %59, label %68

59:                                               ; preds = %56
  %60 = load i8*, i8** %3, align 4
  %61 = call i8* @__cxa_begin_catch(i8* %60) #4
  %62 = load i8, i8* %61, align 1
  store i8 %62, i8* %12, align 1
  %63 = load i32, i32* %2, align 4
  %64 = load i8, i8* %12, align 1
  %65 = sext i8 %64 to i32
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i32 noundef %63, i32 noundef %65)
          to label %67 unwind label %186

67:                                               ; preds = %59
  call void @__cxa_end_catch() #4
  br label %38

68:                                               ; preds = %56
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIb to i8*)) #4
  %70 = icmp eq i32 %26, %69
  br i1 %70, label %71, label %83

71:                                               ; preds = %68
  %72 = load i8*, i8** %3, align 4
  %73 = call i8* @__cxa_begin_catch(i8* %72) #4
  %74 = load i8, i8* %73, align 1
  %75 = trunc i8 %74 to i1
  %76 = zext i1 %75 to i8
  store i8 %76, i8* %11, align 1
  %77 = load i32, i32* %2, align 4
  %78 = load i8, i8* %11, align 1
  %79 = trunc i8 %78 to i1
  %80 = zext i1 %79 to i32
  %81 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %77, i32 noundef %80)
          to label %82 unwind label %182

82:                                               ; preds = %71
  call void @__cxa_end_catch() #4
  br label %38

83:                                               ; preds = %68
  %84 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #4
  %85 = icmp eq i32 %26, %84
  br i1 %85, label %86, label %95

86:                                               ; preds = %83
  %87 = load i8*, i8** %3, align 4
  %88 = call i8* @__cxa_begin_catch(i8* %87) #4
  %89 = bitcast i8* %88 to i64*
  %90 = load i64, i64* %89, align 4
  store i64 %90, i64* %10, align 8
  %91 = load i32, i32* %2, align 4
  %92 = load i64, i64* %10, align 8
  %93 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.5, i32 0, i32 0), i32 noundef %91, i64 noundef %92)
          to label %94 unwind label %178

94:                                               ; preds = %86
  call void @__cxa_end_catch() #4
  br label %38

95:                                               ; preds = %83
  %96 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*)) #4
  %97 = icmp eq i32 %26, %96
  br i1 %97, label %98, label %107

98:                                               ; preds = %95
  %99 = load i8*, i8** %3, align 4
  %100 = call i8* @__cxa_begin_catch(i8* %99) #4
  %101 = bitcast i8* %100 to i32*
  %102 = load i32, i32* %101, align 4
  store i32 %102, i32* %9, align 4
  %103 = load i32, i32* %2, align 4
  %104 = load i32, i32* %9, align 4
  %105 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0), i32 noundef %103, i32 noundef %104)
          to label %106 unwind label %174

106:                                              ; preds = %98
  call void @__cxa_end_catch() #4
  br label %38

107:                                              ; preds = %95
  %108 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*)) #4
  %109 = icmp eq i32 %26, %108
  br i1 %109, label %110, label %119

110:                                              ; preds = %107
  %111 = load i8*, i8** %3, align 4
  %112 = call i8* @__cxa_begin_catch(i8* %111) #4
  %113 = load i8, i8* %112, align 1
  store i8 %113, i8* %8, align 1
  %114 = load i32, i32* %2, align 4
  %115 = load i8, i8* %8, align 1
  %116 = zext i8 %115 to i32
  %117 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %114, i32 noundef %116)
          to label %118 unwind label %170

118:                                              ; preds = %110
  call void @__cxa_end_catch() #4
  br label %38

119:                                              ; preds = %107
  %120 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #4
  %121 = icmp eq i32 %26, %120
  br i1 %121, label %122, label %132

122:                                              ; preds = %119
  %123 = load i8*, i8** %3, align 4
  %124 = call i8* @__cxa_begin_catch(i8* %123) #4
  %125 = bitcast i8* %124 to i16*
  %126 = load i16, i16* %125, align 2
  store i16 %126, i16* %7, align 2
  %127 = load i32, i32* %2, align 4
  %128 = load i16, i16* %7, align 2
  %129 = sext i16 %128 to i32
  %130 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %127, i32 noundef %129)
          to label %131 unwind label %166

131:                                              ; preds = %122
  call void @__cxa_end_catch() #4
  br label %38

132:                                              ; preds = %119
  %133 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIf to i8*)) #4
  %134 = icmp eq i32 %26, %133
  br i1 %134, label %135, label %146

135:                                              ; preds = %132
  %136 = load i8*, i8** %3, align 4
  %137 = call i8* @__cxa_begin_catch(i8* %136) #4
  %138 = bitcast i8* %137 to float*
  %139 = load float, float* %138, align 4
  store float %139, float* %6, align 4
  %140 = load i32, i32* %2, align 4
  %141 = load float, float* %6, align 4
  %142 = fmul float %141, 1.000000e+01
  %143 = fptosi float %142 to i32
  %144 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i32 0, i32 0), i32 noundef %140, i32 noundef %143)
          to label %145 unwind label %162

145:                                              ; preds = %135
  call void @__cxa_end_catch() #4
  br label %38

146:                                              ; preds = %132
  %147 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIh to i8*)) #4
  %148 = icmp eq i32 %26, %147
  br i1 %148, label %149, label %199

149:                                              ; preds = %146
  %150 = load i8*, i8** %3, align 4
  %151 = call i8* @__cxa_begin_catch(i8* %150) #4
  %152 = load i8, i8* %151, align 1
  store i8 %152, i8* %5, align 1
  %153 = load i32, i32* %2, align 4
  %154 = load i8, i8* %5, align 1
  %155 = zext i8 %154 to i32
  %156 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %153, i32 noundef %155)
          to label %157 unwind label %158

157:                                              ; preds = %149
  call void @__cxa_end_catch() #4
  br label %38

158:                                              ; preds = %149
  %159 = landingpad { i8*, i32 }
          cleanup
  %160 = extractvalue { i8*, i32 } %159, 0
  store i8* %160, i8** %3, align 4
  %161 = extractvalue { i8*, i32 } %159, 1
  store i32 %161, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

162:                                              ; preds = %135
  %163 = landingpad { i8*, i32 }
          cleanup
  %164 = extractvalue { i8*, i32 } %163, 0
  store i8* %164, i8** %3, align 4
  %165 = extractvalue { i8*, i32 } %163, 1
  store i32 %165, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

166:                                              ; preds = %122
  %167 = landingpad { i8*, i32 }
          cleanup
  %168 = extractvalue { i8*, i32 } %167, 0
  store i8* %168, i8** %3, align 4
  %169 = extractvalue { i8*, i32 } %167, 1
  store i32 %169, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

170:                                              ; preds = %110
  %171 = landingpad { i8*, i32 }
          cleanup
  %172 = extractvalue { i8*, i32 } %171, 0
  store i8* %172, i8** %3, align 4
  %173 = extractvalue { i8*, i32 } %171, 1
  store i32 %173, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

174:                                              ; preds = %98
  %175 = landingpad { i8*, i32 }
          cleanup
  %176 = extractvalue { i8*, i32 } %175, 0
  store i8* %176, i8** %3, align 4
  %177 = extractvalue { i8*, i32 } %175, 1
  store i32 %177, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

178:                                              ; preds = %86
  %179 = landingpad { i8*, i32 }
          cleanup
  %180 = extractvalue { i8*, i32 } %179, 0
  store i8* %180, i8** %3, align 4
  %181 = extractvalue { i8*, i32 } %179, 1
  store i32 %181, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

182:                                              ; preds = %71
  %183 = landingpad { i8*, i32 }
          cleanup
  %184 = extractvalue { i8*, i32 } %183, 0
  store i8* %184, i8** %3, align 4
  %185 = extractvalue { i8*, i32 } %183, 1
  store i32 %185, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

186:                                              ; preds = %59
  %187 = landingpad { i8*, i32 }
          cleanup
  %188 = extractvalue { i8*, i32 } %187, 0
  store i8* %188, i8** %3, align 4
  %189 = extractvalue { i8*, i32 } %187, 1
  store i32 %189, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

190:                                              ; preds = %45
  %191 = landingpad { i8*, i32 }
          cleanup
  %192 = extractvalue { i8*, i32 } %191, 0
  store i8* %192, i8** %3, align 4
  %193 = extractvalue { i8*, i32 } %191, 1
  store i32 %193, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

194:                                              ; preds = %29
  %195 = landingpad { i8*, i32 }
          cleanup
  %196 = extractvalue { i8*, i32 } %195, 0
  store i8* %196, i8** %3, align 4
  %197 = extractvalue { i8*, i32 } %195, 1
  store i32 %197, i32* %4, align 4
  call void @__cxa_end_catch() #4
  br label %199

198:                                              ; preds = %15
  ret i32 0

199:                                              ; preds = %194, %190, %186, %182, %178, %174, %170, %166, %162, %158, %146
  %200 = load i8*, i8** %3, align 4
  %201 = load i32, i32* %4, align 4
  %202 = insertvalue { i8*, i32 } undef, i8* %200, 0
  %203 = insertvalue { i8*, i32 } %202, i32 %201, 1
  resume { i8*, i32 } %203
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  switch i32 %3, label %24 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
    i32 3, label %12
    i32 4, label %15
    i32 5, label %17
    i32 6, label %19
    i32 7, label %22
  ]

4:                                                ; preds = %1
  %5 = call i8* @__cxa_allocate_exception(i32 2) #4
  %6 = bitcast i8* %5 to i16*
  store i16 3, i16* %6, align 16
  call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #5
  unreachable

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #4
  %9 = bitcast i8* %8 to float*
  store float 2.500000e+00, float* %9, align 16
  call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIf to i8*), i8* null) #5
  unreachable

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i32 1) #4
  store i8 -56, i8* %11, align 16
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIh to i8*), i8* null) #5
  unreachable

12:                                               ; preds = %1
  %13 = call i8* @__cxa_allocate_exception(i32 4) #4
  %14 = bitcast i8* %13 to i32*
  store i32 2, i32* %14, align 16
  call void @__cxa_throw(i8* %13, i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*), i8* null) #5
  unreachable

15:                                               ; preds = %1
  %16 = call i8* @__cxa_allocate_exception(i32 1) #4
  store i8 1, i8* %16, align 16
  call void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIb to i8*), i8* null) #5
  unreachable

17:                                               ; preds = %1
  %18 = call i8* @__cxa_allocate_exception(i32 1) #4
  store i8 120, i8* %18, align 16
  call void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #5
  unreachable

19:                                               ; preds = %1
  %20 = call i8* @__cxa_allocate_exception(i32 8) #4
  %21 = bitcast i8* %20 to i64*
  store i64 123456789012, i64* %21, align 16
  call void @__cxa_throw(i8* %20, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #5
  unreachable

22:                                               ; preds = %1
  %23 = call i8* @__cxa_allocate_exception(i32 1) #4
  store i8 7, i8* %23, align 16
  call void @__cxa_throw(i8* %23, i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*), i8* null) #5
  unreachable

24:                                               ; preds = %1
  %25 = call i8* @__cxa_allocate_exception(i32 8) #4
  %26 = bitcast i8* %25 to double*
  store double 1.250000e-01, double* %26, align 16
  call void @__cxa_throw(i8* %25, i8* bitcast (i8** @_ZTId to i8*), i8* null) #5
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

declare void @__cxa_end_catch()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
