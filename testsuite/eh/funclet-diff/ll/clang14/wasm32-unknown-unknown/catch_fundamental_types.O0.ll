; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@_ZTS5Color = linkonce_odr hidden constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Color, i32 0, i32 0) }, comdat, align 4
@_ZTS4Mode = linkonce_odr hidden constant [6 x i8] c"4Mode\00", comdat, align 1
@_ZTI4Mode = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Mode, i32 0, i32 0) }, comdat, align 4
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
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  %5 = alloca float, align 4
  %6 = alloca i16, align 2
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %14

14:                                               ; preds = %164, %0
  %15 = load i32, i32* %2, align 4
  %16 = icmp slt i32 %15, 9
  br i1 %16, label %17, label %188

17:                                               ; preds = %14
  %18 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %18)
          to label %167 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*), i8* bitcast (i8** @_ZTIc to i8*), i8* bitcast (i8** @_ZTIb to i8*), i8* bitcast (i8** @_ZTIx to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*), i8* bitcast (i8** @_ZTIs to i8*), i8* bitcast (i8** @_ZTIf to i8*), i8* bitcast (i8** @_ZTIh to i8*)]
  %23 = call i8* @llvm.wasm.get.exception(token %22)
  store i8* %23, i8** %3, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %37

27:                                               ; preds = %21
  %28 = load i8*, i8** %3, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #2 [ "funclet"(token %22) ]
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %13, align 4
  %32 = load i32, i32* %2, align 4
  %33 = load i32, i32* %13, align 4
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.9, i32 0, i32 0), i32 noundef %32, i32 noundef %33) [ "funclet"(token %22) ]
          to label %35 unwind label %186

35:                                               ; preds = %27
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %36

36:                                               ; preds = %35
  br label %163

37:                                               ; preds = %21
  %38 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #2
  %39 = icmp eq i32 %24, %38
  br i1 %39, label %40, label %52

40:                                               ; preds = %37
  %41 = load i8*, i8** %3, align 4
  %42 = call i8* @__cxa_begin_catch(i8* %41) #2 [ "funclet"(token %22) ]
  %43 = bitcast i8* %42 to double*
  %44 = load double, double* %43, align 8
  store double %44, double* %12, align 8
  %45 = load i32, i32* %2, align 4
  %46 = load double, double* %12, align 8
  %47 = fmul double %46, 1.000000e+03
  %48 = fptosi double %47 to i32
  %49 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i32 noundef %45, i32 noundef %48) [ "funclet"(token %22) ]
          to label %50 unwind label %184

50:                                               ; preds = %40
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %51

51:                                               ; preds = %50
  br label %163

52:                                               ; preds = %37
  %53 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIc to i8*)) #2
  %54 = icmp eq i32 %24, %53
  br i1 %54, label %55, label %65

55:                                               ; preds = %52
  %56 = load i8*, i8** %3, align 4
  %57 = call i8* @__cxa_begin_catch(i8* %56) #2 [ "funclet"(token %22) ]
  %58 = load i8, i8* %57, align 1
  store i8 %58, i8* %11, align 1
  %59 = load i32, i32* %2, align 4
  %60 = load i8, i8* %11, align 1
  %61 = sext i8 %60 to i32
  %62 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i32 0, i32 0), i32 noundef %59, i32 noundef %61) [ "funclet"(token %22) ]
          to label %63 unwind label %182

63:                                               ; preds = %55
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %64

64:                                               ; preds = %63
  br label %163

65:                                               ; preds = %52
  %66 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIb to i8*)) #2
  %67 = icmp eq i32 %24, %66
  br i1 %67, label %68, label %81

68:                                               ; preds = %65
  %69 = load i8*, i8** %3, align 4
  %70 = call i8* @__cxa_begin_catch(i8* %69) #2 [ "funclet"(token %22) ]
  %71 = load i8, i8* %70, align 1
  %72 = trunc i8 %71 to i1
  %73 = zext i1 %72 to i8
  store i8 %73, i8* %10, align 1
  %74 = load i32, i32* %2, align 4
  %75 = load i8, i8* %10, align 1
  %76 = trunc i8 %75 to i1
  %77 = zext i1 %76 to i32
  %78 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %74, i32 noundef %77) [ "funclet"(token %22) ]
          to label %79 unwind label %180

79:                                               ; preds = %68
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %80

80:                                               ; preds = %79
  br label %163

81:                                               ; preds = %65
  %82 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #2
  %83 = icmp eq i32 %24, %82
  br i1 %83, label %84, label %94

84:                                               ; preds = %81
  %85 = load i8*, i8** %3, align 4
  %86 = call i8* @__cxa_begin_catch(i8* %85) #2 [ "funclet"(token %22) ]
  %87 = bitcast i8* %86 to i64*
  %88 = load i64, i64* %87, align 8
  store i64 %88, i64* %9, align 8
  %89 = load i32, i32* %2, align 4
  %90 = load i64, i64* %9, align 8
  %91 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.5, i32 0, i32 0), i32 noundef %89, i64 noundef %90) [ "funclet"(token %22) ]
          to label %92 unwind label %178

92:                                               ; preds = %84
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %93

93:                                               ; preds = %92
  br label %163

94:                                               ; preds = %81
  %95 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*)) #2
  %96 = icmp eq i32 %24, %95
  br i1 %96, label %97, label %107

97:                                               ; preds = %94
  %98 = load i8*, i8** %3, align 4
  %99 = call i8* @__cxa_begin_catch(i8* %98) #2 [ "funclet"(token %22) ]
  %100 = bitcast i8* %99 to i32*
  %101 = load i32, i32* %100, align 4
  store i32 %101, i32* %8, align 4
  %102 = load i32, i32* %2, align 4
  %103 = load i32, i32* %8, align 4
  %104 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0), i32 noundef %102, i32 noundef %103) [ "funclet"(token %22) ]
          to label %105 unwind label %176

105:                                              ; preds = %97
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %106

106:                                              ; preds = %105
  br label %163

107:                                              ; preds = %94
  %108 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*)) #2
  %109 = icmp eq i32 %24, %108
  br i1 %109, label %110, label %120

110:                                              ; preds = %107
  %111 = load i8*, i8** %3, align 4
  %112 = call i8* @__cxa_begin_catch(i8* %111) #2 [ "funclet"(token %22) ]
  %113 = load i8, i8* %112, align 1
  store i8 %113, i8* %7, align 1
  %114 = load i32, i32* %2, align 4
  %115 = load i8, i8* %7, align 1
  %116 = zext i8 %115 to i32
  %117 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0), i32 noundef %114, i32 noundef %116) [ "funclet"(token %22) ]
          to label %118 unwind label %174

118:                                              ; preds = %110
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %119

119:                                              ; preds = %118
  br label %163

120:                                              ; preds = %107
  %121 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #2
  %122 = icmp eq i32 %24, %121
  br i1 %122, label %123, label %134

123:                                              ; preds = %120
  %124 = load i8*, i8** %3, align 4
  %125 = call i8* @__cxa_begin_catch(i8* %124) #2 [ "funclet"(token %22) ]
  %126 = bitcast i8* %125 to i16*
  %127 = load i16, i16* %126, align 2
  store i16 %127, i16* %6, align 2
  %128 = load i32, i32* %2, align 4
  %129 = load i16, i16* %6, align 2
  %130 = sext i16 %129 to i32
  %131 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %128, i32 noundef %130) [ "funclet"(token %22) ]
          to label %132 unwind label %172

132:                                              ; preds = %123
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %133

133:                                              ; preds = %132
  br label %163

134:                                              ; preds = %120
  %135 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIf to i8*)) #2
  %136 = icmp eq i32 %24, %135
  br i1 %136, label %137, label %149

137:                                              ; preds = %134
  %138 = load i8*, i8** %3, align 4
  %139 = call i8* @__cxa_begin_catch(i8* %138) #2 [ "funclet"(token %22) ]
  %140 = bitcast i8* %139 to float*
  %141 = load float, float* %140, align 4
  store float %141, float* %5, align 4
  %142 = load i32, i32* %2, align 4
  %143 = load float, float* %5, align 4
  %144 = fmul float %143, 1.000000e+01
  %145 = fptosi float %144 to i32
  %146 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i32 0, i32 0), i32 noundef %142, i32 noundef %145) [ "funclet"(token %22) ]
          to label %147 unwind label %170

147:                                              ; preds = %137
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %148

148:                                              ; preds = %147
  br label %163

149:                                              ; preds = %134
  %150 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIh to i8*)) #2
  %151 = icmp eq i32 %24, %150
  br i1 %151, label %152, label %162

152:                                              ; preds = %149
  %153 = load i8*, i8** %3, align 4
  %154 = call i8* @__cxa_begin_catch(i8* %153) #2 [ "funclet"(token %22) ]
  %155 = load i8, i8* %154, align 1
  store i8 %155, i8* %4, align 1
  %156 = load i32, i32* %2, align 4
  %157 = load i8, i8* %4, align 1
  %158 = zext i8 %157 to i32
  %159 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i32 noundef %156, i32 noundef %158) [ "funclet"(token %22) ]
          to label %160 unwind label %168

160:                                              ; preds = %152
  call void @__cxa_end_catch() #2 [ "funclet"(token %22) ]
  catchret from %22 to label %161

161:                                              ; preds = %160
  br label %163

162:                                              ; preds = %149
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %22) ]
  unreachable

163:                                              ; preds = %36, %51, %64, %80, %93, %106, %119, %133, %148, %161, %167
  br label %164

164:                                              ; preds = %163
  %165 = load i32, i32* %2, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, i32* %2, align 4
  br label %14, !llvm.loop !2

167:                                              ; preds = %17
  br label %163

168:                                              ; preds = %152
  %169 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %169) ]
  cleanupret from %169 unwind to caller

170:                                              ; preds = %137
  %171 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %171) ]
  cleanupret from %171 unwind to caller

172:                                              ; preds = %123
  %173 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %173) ]
  cleanupret from %173 unwind to caller

174:                                              ; preds = %110
  %175 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %175) ]
  cleanupret from %175 unwind to caller

176:                                              ; preds = %97
  %177 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %177) ]
  cleanupret from %177 unwind to caller

178:                                              ; preds = %84
  %179 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %179) ]
  cleanupret from %179 unwind to caller

180:                                              ; preds = %68
  %181 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %181) ]
  cleanupret from %181 unwind to caller

182:                                              ; preds = %55
  %183 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %183) ]
  cleanupret from %183 unwind to caller

184:                                              ; preds = %40
  %185 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %185) ]
  cleanupret from %185 unwind to caller

186:                                              ; preds = %27
  %187 = cleanuppad within %22 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %187) ]
  cleanupret from %187 unwind to caller

188:                                              ; preds = %14
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
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
  %5 = call i8* @__cxa_allocate_exception(i32 2) #2
  %6 = bitcast i8* %5 to i16*
  store i16 3, i16* %6, align 16
  call void @__cxa_throw(i8* %5, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #5
  unreachable

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #2
  %9 = bitcast i8* %8 to float*
  store float 2.500000e+00, float* %9, align 16
  call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIf to i8*), i8* null) #5
  unreachable

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i32 1) #2
  store i8 -56, i8* %11, align 16
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIh to i8*), i8* null) #5
  unreachable

12:                                               ; preds = %1
  %13 = call i8* @__cxa_allocate_exception(i32 4) #2
  %14 = bitcast i8* %13 to i32*
  store i32 2, i32* %14, align 16
  call void @__cxa_throw(i8* %13, i8* bitcast ({ i8*, i8* }* @_ZTI5Color to i8*), i8* null) #5
  unreachable

15:                                               ; preds = %1
  %16 = call i8* @__cxa_allocate_exception(i32 1) #2
  store i8 1, i8* %16, align 16
  call void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIb to i8*), i8* null) #5
  unreachable

17:                                               ; preds = %1
  %18 = call i8* @__cxa_allocate_exception(i32 1) #2
  store i8 120, i8* %18, align 16
  call void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIc to i8*), i8* null) #5
  unreachable

19:                                               ; preds = %1
  %20 = call i8* @__cxa_allocate_exception(i32 8) #2
  %21 = bitcast i8* %20 to i64*
  store i64 123456789012, i64* %21, align 16
  call void @__cxa_throw(i8* %20, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #5
  unreachable

22:                                               ; preds = %1
  %23 = call i8* @__cxa_allocate_exception(i32 1) #2
  store i8 7, i8* %23, align 16
  call void @__cxa_throw(i8* %23, i8* bitcast ({ i8*, i8* }* @_ZTI4Mode to i8*), i8* null) #5
  unreachable

24:                                               ; preds = %1
  %25 = call i8* @__cxa_allocate_exception(i32 8) #2
  %26 = bitcast i8* %25 to double*
  store double 1.250000e-01, double* %26, align 16
  call void @__cxa_throw(i8* %25, i8* bitcast (i8** @_ZTId to i8*), i8* null) #5
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
