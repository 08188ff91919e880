; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Elem = type { i32 }

$_ZN4ElemC2Ev = comdat any

$_ZN4ElemD2Ev = comdat any

$_ZN4ElemC2Ei = comdat any

$_ZN4ElemnaEm = comdat any

$_ZN4ElemdaEPv = comdat any

@_ZL7counter = internal global i32 0, align 4
@_ZL7fail_at = internal global i32 0, align 4
@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"Elem::operator new[]\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"Elem::operator delete[]\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 16
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x %struct.Elem], align 16
  %6 = alloca %struct.Elem*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Elem*, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Elem*, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* @_ZL7counter, align 4
  store i32 4, i32* @_ZL7fail_at, align 4
  %11 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %12 = getelementptr inbounds %struct.Elem, %struct.Elem* %11, i32 6
  br label %13

13:                                               ; preds = %16, %0
  %14 = phi %struct.Elem* [ %11, %0 ], [ %17, %16 ]
  %15 = invoke noundef %struct.Elem* @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %14)
          to label %16 unwind label %30

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.Elem, %struct.Elem* %14, i32 1
  %18 = icmp eq %struct.Elem* %17, %12
  br i1 %18, label %19, label %13

19:                                               ; preds = %16
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0))
          to label %21 unwind label %39

21:                                               ; preds = %19
  %22 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %23 = getelementptr inbounds %struct.Elem, %struct.Elem* %22, i32 6
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi %struct.Elem* [ %23, %21 ], [ %26, %24 ]
  %26 = getelementptr inbounds %struct.Elem, %struct.Elem* %25, i32 -1
  %27 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %26) #4
  %28 = icmp eq %struct.Elem* %26, %22
  br i1 %28, label %29, label %24

29:                                               ; preds = %24
  br label %67

30:                                               ; preds = %13
  %31 = cleanuppad within none []
  %32 = icmp eq %struct.Elem* %11, %14
  br i1 %32, label %38, label %33

33:                                               ; preds = %33, %30
  %34 = phi %struct.Elem* [ %14, %30 ], [ %35, %33 ]
  %35 = getelementptr inbounds %struct.Elem, %struct.Elem* %34, i32 -1
  %36 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %35) #4 [ "funclet"(token %31) ]
  %37 = icmp eq %struct.Elem* %35, %11
  br i1 %37, label %38, label %33

38:                                               ; preds = %33, %30
  cleanupret from %31 unwind label %49

39:                                               ; preds = %19
  %40 = cleanuppad within none []
  %41 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %42 = getelementptr inbounds %struct.Elem, %struct.Elem* %41, i32 6
  br label %43

43:                                               ; preds = %43, %39
  %44 = phi %struct.Elem* [ %42, %39 ], [ %45, %43 ]
  %45 = getelementptr inbounds %struct.Elem, %struct.Elem* %44, i32 -1
  %46 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %45) #4 [ "funclet"(token %40) ]
  %47 = icmp eq %struct.Elem* %45, %41
  br i1 %47, label %48, label %43

48:                                               ; preds = %43
  cleanupret from %40 unwind label %49

49:                                               ; preds = %48, %38
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [i8* bitcast (i8** @_ZTIi to i8*)]
  %53 = call i8* @llvm.wasm.get.exception(token %52)
  store i8* %53, i8** %3, align 4
  %54 = call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %66

57:                                               ; preds = %51
  %58 = load i8*, i8** %3, align 4
  %59 = call i8* @__cxa_begin_catch(i8* %58) #4 [ "funclet"(token %52) ]
  %60 = bitcast i8* %59 to i32*
  %61 = load i32, i32* %60, align 4
  store i32 %61, i32* %4, align 4
  %62 = load i32, i32* %4, align 4
  %63 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %62) [ "funclet"(token %52) ]
          to label %64 unwind label %90

64:                                               ; preds = %57
  call void @__cxa_end_catch() #4 [ "funclet"(token %52) ]
  catchret from %52 to label %65

65:                                               ; preds = %64
  br label %67

66:                                               ; preds = %51
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %52) ]
  unreachable

67:                                               ; preds = %65, %29
  store i32 30, i32* @_ZL7fail_at, align 4
  %68 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %5, i32 0, i32 0
  store %struct.Elem* %68, %struct.Elem** %6, align 4
  %69 = invoke noundef %struct.Elem* @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %68, i32 noundef 10)
          to label %70 unwind label %92

70:                                               ; preds = %67
  %71 = getelementptr inbounds %struct.Elem, %struct.Elem* %68, i32 1
  store %struct.Elem* %71, %struct.Elem** %6, align 4
  %72 = invoke noundef %struct.Elem* @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %71, i32 noundef 20)
          to label %73 unwind label %92

73:                                               ; preds = %70
  %74 = getelementptr inbounds %struct.Elem, %struct.Elem* %71, i32 1
  store %struct.Elem* %74, %struct.Elem** %6, align 4
  %75 = invoke noundef %struct.Elem* @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %74, i32 noundef 30)
          to label %76 unwind label %92

76:                                               ; preds = %73
  %77 = getelementptr inbounds %struct.Elem, %struct.Elem* %74, i32 1
  store %struct.Elem* %77, %struct.Elem** %6, align 4
  %78 = invoke noundef %struct.Elem* @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %77, i32 noundef 40)
          to label %79 unwind label %92

79:                                               ; preds = %76
  %80 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0))
          to label %81 unwind label %102

81:                                               ; preds = %79
  %82 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %5, i32 0, i32 0
  %83 = getelementptr inbounds %struct.Elem, %struct.Elem* %82, i32 4
  br label %84

84:                                               ; preds = %84, %81
  %85 = phi %struct.Elem* [ %83, %81 ], [ %86, %84 ]
  %86 = getelementptr inbounds %struct.Elem, %struct.Elem* %85, i32 -1
  %87 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %86) #4
  %88 = icmp eq %struct.Elem* %86, %82
  br i1 %88, label %89, label %84

89:                                               ; preds = %84
  br label %130

90:                                               ; preds = %57
  %91 = cleanuppad within %52 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %91) ]
  cleanupret from %91 unwind to caller

92:                                               ; preds = %76, %73, %70, %67
  %93 = cleanuppad within none []
  %94 = load %struct.Elem*, %struct.Elem** %6, align 4
  %95 = icmp eq %struct.Elem* %68, %94
  br i1 %95, label %101, label %96

96:                                               ; preds = %96, %92
  %97 = phi %struct.Elem* [ %94, %92 ], [ %98, %96 ]
  %98 = getelementptr inbounds %struct.Elem, %struct.Elem* %97, i32 -1
  %99 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %98) #4 [ "funclet"(token %93) ]
  %100 = icmp eq %struct.Elem* %98, %68
  br i1 %100, label %101, label %96

101:                                              ; preds = %96, %92
  cleanupret from %93 unwind label %112

102:                                              ; preds = %79
  %103 = cleanuppad within none []
  %104 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %5, i32 0, i32 0
  %105 = getelementptr inbounds %struct.Elem, %struct.Elem* %104, i32 4
  br label %106

106:                                              ; preds = %106, %102
  %107 = phi %struct.Elem* [ %105, %102 ], [ %108, %106 ]
  %108 = getelementptr inbounds %struct.Elem, %struct.Elem* %107, i32 -1
  %109 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %108) #4 [ "funclet"(token %103) ]
  %110 = icmp eq %struct.Elem* %108, %104
  br i1 %110, label %111, label %106

111:                                              ; preds = %106
  cleanupret from %103 unwind label %112

112:                                              ; preds = %111, %101
  %113 = catchswitch within none [label %114] unwind to caller

114:                                              ; preds = %112
  %115 = catchpad within %113 [i8* bitcast (i8** @_ZTIi to i8*)]
  %116 = call i8* @llvm.wasm.get.exception(token %115)
  store i8* %116, i8** %3, align 4
  %117 = call i32 @llvm.wasm.get.ehselector(token %115)
  %118 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %119 = icmp eq i32 %117, %118
  br i1 %119, label %120, label %129

120:                                              ; preds = %114
  %121 = load i8*, i8** %3, align 4
  %122 = call i8* @__cxa_begin_catch(i8* %121) #4 [ "funclet"(token %115) ]
  %123 = bitcast i8* %122 to i32*
  %124 = load i32, i32* %123, align 4
  store i32 %124, i32* %7, align 4
  %125 = load i32, i32* %7, align 4
  %126 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %125) [ "funclet"(token %115) ]
          to label %127 unwind label %197

127:                                              ; preds = %120
  call void @__cxa_end_catch() #4 [ "funclet"(token %115) ]
  catchret from %115 to label %128

128:                                              ; preds = %127
  br label %130

129:                                              ; preds = %114
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %115) ]
  unreachable

130:                                              ; preds = %128, %89
  store i32 100, i32* @_ZL7counter, align 4
  store i32 103, i32* @_ZL7fail_at, align 4
  %131 = invoke noundef i8* @_ZN4ElemnaEm(i32 noundef 24)
          to label %132 unwind label %149

132:                                              ; preds = %130
  %133 = bitcast i8* %131 to i32*
  store i32 5, i32* %133, align 4
  %134 = getelementptr inbounds i8, i8* %131, i32 4
  %135 = bitcast i8* %134 to %struct.Elem*
  %136 = getelementptr inbounds %struct.Elem, %struct.Elem* %135, i32 5
  br label %137

137:                                              ; preds = %140, %132
  %138 = phi %struct.Elem* [ %135, %132 ], [ %141, %140 ]
  %139 = invoke noundef %struct.Elem* @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %138)
          to label %140 unwind label %199

140:                                              ; preds = %137
  %141 = getelementptr inbounds %struct.Elem, %struct.Elem* %138, i32 1
  %142 = icmp eq %struct.Elem* %141, %136
  br i1 %142, label %143, label %137

143:                                              ; preds = %140
  store %struct.Elem* %135, %struct.Elem** %8, align 4
  %144 = load %struct.Elem*, %struct.Elem** %8, align 4
  %145 = getelementptr inbounds %struct.Elem, %struct.Elem* %144, i32 0
  %146 = getelementptr inbounds %struct.Elem, %struct.Elem* %145, i32 0, i32 0
  %147 = load i32, i32* %146, align 4
  %148 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i32 noundef %147)
          to label %196 unwind label %149

149:                                              ; preds = %143, %208, %130
  %150 = catchswitch within none [label %151] unwind to caller

151:                                              ; preds = %149
  %152 = catchpad within %150 [i8* bitcast (i8** @_ZTIi to i8*)]
  %153 = call i8* @llvm.wasm.get.exception(token %152)
  store i8* %153, i8** %3, align 4
  %154 = call i32 @llvm.wasm.get.ehselector(token %152)
  %155 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %156 = icmp eq i32 %154, %155
  br i1 %156, label %157, label %166

157:                                              ; preds = %151
  %158 = load i8*, i8** %3, align 4
  %159 = call i8* @__cxa_begin_catch(i8* %158) #4 [ "funclet"(token %152) ]
  %160 = bitcast i8* %159 to i32*
  %161 = load i32, i32* %160, align 4
  store i32 %161, i32* %9, align 4
  %162 = load i32, i32* %9, align 4
  %163 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %162) [ "funclet"(token %152) ]
          to label %164 unwind label %210

164:                                              ; preds = %157
  call void @__cxa_end_catch() #4 [ "funclet"(token %152) ]
  catchret from %152 to label %165

165:                                              ; preds = %164
  br label %167

166:                                              ; preds = %151
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %152) ]
  unreachable

167:                                              ; preds = %165, %196
  store i32 0, i32* @_ZL7fail_at, align 4
  store i32 200, i32* @_ZL7counter, align 4
  %168 = call noundef i8* @_ZN4ElemnaEm(i32 noundef 12)
  %169 = bitcast i8* %168 to i32*
  store i32 2, i32* %169, align 4
  %170 = getelementptr inbounds i8, i8* %168, i32 4
  %171 = bitcast i8* %170 to %struct.Elem*
  %172 = getelementptr inbounds %struct.Elem, %struct.Elem* %171, i32 2
  br label %173

173:                                              ; preds = %176, %167
  %174 = phi %struct.Elem* [ %171, %167 ], [ %177, %176 ]
  %175 = invoke noundef %struct.Elem* @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %174)
          to label %176 unwind label %212

176:                                              ; preds = %173
  %177 = getelementptr inbounds %struct.Elem, %struct.Elem* %174, i32 1
  %178 = icmp eq %struct.Elem* %177, %172
  br i1 %178, label %179, label %173

179:                                              ; preds = %176
  store %struct.Elem* %171, %struct.Elem** %10, align 4
  %180 = load %struct.Elem*, %struct.Elem** %10, align 4
  %181 = icmp eq %struct.Elem* %180, null
  br i1 %181, label %195, label %182

182:                                              ; preds = %179
  %183 = bitcast %struct.Elem* %180 to i8*
  %184 = getelementptr inbounds i8, i8* %183, i32 -4
  %185 = bitcast i8* %184 to i32*
  %186 = load i32, i32* %185, align 4
  %187 = getelementptr inbounds %struct.Elem, %struct.Elem* %180, i32 %186
  %188 = icmp eq %struct.Elem* %180, %187
  br i1 %188, label %194, label %189

189:                                              ; preds = %189, %182
  %190 = phi %struct.Elem* [ %187, %182 ], [ %191, %189 ]
  %191 = getelementptr inbounds %struct.Elem, %struct.Elem* %190, i32 -1
  %192 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %191) #4
  %193 = icmp eq %struct.Elem* %191, %180
  br i1 %193, label %194, label %189

194:                                              ; preds = %189, %182
  call void @_ZN4ElemdaEPv(i8* noundef %184) #4
  br label %195

195:                                              ; preds = %194, %179
  ret i32 0

196:                                              ; preds = %143
  br label %167

197:                                              ; preds = %120
  %198 = cleanuppad within %115 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %198) ]
  cleanupret from %198 unwind to caller

199:                                              ; preds = %137
  %200 = cleanuppad within none []
  %201 = icmp eq %struct.Elem* %135, %138
  br i1 %201, label %207, label %202

202:                                              ; preds = %202, %199
  %203 = phi %struct.Elem* [ %138, %199 ], [ %204, %202 ]
  %204 = getelementptr inbounds %struct.Elem, %struct.Elem* %203, i32 -1
  %205 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %204) #4 [ "funclet"(token %200) ]
  %206 = icmp eq %struct.Elem* %204, %135
  br i1 %206, label %207, label %202

207:                                              ; preds = %202, %199
  cleanupret from %200 unwind label %208

208:                                              ; preds = %207
  %209 = cleanuppad within none []
  call void @_ZN4ElemdaEPv(i8* noundef %131) #4 [ "funclet"(token %209) ]
  cleanupret from %209 unwind label %149

210:                                              ; preds = %157
  %211 = cleanuppad within %152 []
  call void @__cxa_end_catch() #4 [ "funclet"(token %211) ]
  cleanupret from %211 unwind to caller

212:                                              ; preds = %173
  %213 = cleanuppad within none []
  %214 = icmp eq %struct.Elem* %171, %174
  br i1 %214, label %220, label %215

215:                                              ; preds = %215, %212
  %216 = phi %struct.Elem* [ %174, %212 ], [ %217, %215 ]
  %217 = getelementptr inbounds %struct.Elem, %struct.Elem* %216, i32 -1
  %218 = call noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %217) #4 [ "funclet"(token %213) ]
  %219 = icmp eq %struct.Elem* %217, %171
  br i1 %219, label %220, label %215

220:                                              ; preds = %215, %212
  cleanupret from %213 unwind label %221

221:                                              ; preds = %220
  %222 = cleanuppad within none []
  call void @_ZN4ElemdaEPv(i8* noundef %168) #4 [ "funclet"(token %222) ]
  cleanupret from %222 unwind to caller
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Elem* @_ZN4ElemC2Ev(%struct.Elem* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Elem*, align 4
  store %struct.Elem* %0, %struct.Elem** %2, align 4
  %3 = load %struct.Elem*, %struct.Elem** %2, align 4
  %4 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %5 = load i32, i32* @_ZL7counter, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZL7counter, align 4
  store i32 %6, i32* %4, align 4
  %7 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %8)
  %10 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  %12 = load i32, i32* @_ZL7fail_at, align 4
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %1
  %15 = call i8* @__cxa_allocate_exception(i32 4) #4
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 16
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

19:                                               ; preds = %1
  ret %struct.Elem* %3
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Elem* @_ZN4ElemD2Ev(%struct.Elem* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Elem*, align 4
  store %struct.Elem* %0, %struct.Elem** %2, align 4
  %3 = load %struct.Elem*, %struct.Elem** %2, align 4
  %4 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Elem* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %9) ]
  unreachable
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Elem* @_ZN4ElemC2Ei(%struct.Elem* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Elem*, align 4
  %4 = alloca i32, align 4
  store %struct.Elem* %0, %struct.Elem** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Elem*, %struct.Elem** %3, align 4
  %6 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.5, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = load i32, i32* @_ZL7fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %20

15:                                               ; preds = %2
  %16 = call i8* @__cxa_allocate_exception(i32 4) #4
  %17 = bitcast i8* %16 to i32*
  %18 = getelementptr inbounds %struct.Elem, %struct.Elem* %5, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  store i32 %19, i32* %17, align 16
  call void @__cxa_throw(i8* %16, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

20:                                               ; preds = %2
  ret %struct.Elem* %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i8* @_ZN4ElemnaEm(i32 noundef %0) #7 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.6, i32 0, i32 0))
  %4 = load i32, i32* %2, align 4
  %5 = call i8* @malloc(i32 noundef %4)
  ret i8* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4ElemdaEPv(i8* noundef %0) #8 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i32 0, i32 0))
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %8) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @_ZSt9terminatev()

declare i8* @malloc(i32 noundef) #3

declare void @free(i8* noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
