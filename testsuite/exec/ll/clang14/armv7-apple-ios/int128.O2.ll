; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.U = type { i64, i64 }

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(34!/3) = \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"  >> 7 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  / -999 = \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" rem \00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"1<<127 = \00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c", >>64 = \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rotl13 = \00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"from double: \00", align 1
@.str.20 = private unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1

; Function Attrs: nofree nounwind
define i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = alloca [64 x i8], align 1
  %5 = alloca [64 x i8], align 1
  %6 = alloca [64 x i8], align 1
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca %struct.U, align 4
  %11 = alloca %struct.U, align 4
  %12 = alloca %struct.U, align 4
  %13 = alloca %struct.U, align 4
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0))
  %15 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %15) #9
  br label %16

16:                                               ; preds = %88, %0
  %17 = phi i32 [ -1, %0 ], [ %91, %88 ]
  %18 = phi i32 [ -2, %0 ], [ %89, %88 ]
  %19 = phi i32 [ 1, %0 ], [ %98, %88 ]
  %20 = phi i32 [ 0, %0 ], [ %100, %88 ]
  %21 = phi i32 [ 0, %0 ], [ %94, %88 ]
  %22 = zext i32 %20 to i64
  %23 = shl nuw i64 %22, 32
  %24 = zext i32 %19 to i64
  %25 = or i64 %23, %24
  %26 = zext i32 %17 to i64
  %27 = shl nuw i64 %26, 32
  %28 = zext i32 %18 to i64
  %29 = or i64 %27, %28
  br label %30

30:                                               ; preds = %78, %16
  %31 = phi i64 [ 0, %16 ], [ %79, %78 ]
  %32 = phi i64 [ 0, %16 ], [ %80, %78 ]
  %33 = phi i32 [ 127, %16 ], [ %86, %78 ]
  %34 = phi i32 [ 0, %16 ], [ %85, %78 ]
  %35 = phi i32 [ 0, %16 ], [ %84, %78 ]
  %36 = phi i64 [ 0, %16 ], [ %83, %78 ]
  %37 = phi i64 [ 0, %16 ], [ %82, %78 ]
  %38 = phi i64 [ 0, %16 ], [ %81, %78 ]
  %39 = zext i32 %34 to i64
  %40 = zext i32 %35 to i64
  %41 = shl i64 %39, 33
  %42 = shl nuw nsw i64 %40, 1
  %43 = or i64 %42, %41
  %44 = lshr i64 %36, 63
  %45 = or i64 %42, %44
  %46 = shl i64 %36, 1
  %47 = trunc i64 %45 to i32
  %48 = lshr i64 %43, 32
  %49 = trunc i64 %48 to i32
  %50 = icmp ugt i32 %33, 63
  %51 = add nsw i32 %33, -64
  %52 = select i1 %50, i32 %51, i32 %33
  %53 = select i1 %50, i64 %29, i64 %25
  %54 = zext i32 %52 to i64
  %55 = lshr i64 %53, %54
  %56 = and i64 %55, 1
  %57 = or i64 %56, %46
  %58 = or i64 %43, %44
  %59 = icmp ne i64 %58, 0
  %60 = icmp ugt i64 %57, 9
  %61 = select i1 %59, i1 true, i1 %60
  br i1 %61, label %62, label %78

62:                                               ; preds = %30
  %63 = add i64 %57, -10
  %64 = zext i1 %60 to i64
  %65 = add i64 %58, -1
  %66 = add i64 %65, %64
  %67 = trunc i64 %66 to i32
  %68 = lshr i64 %66, 32
  %69 = trunc i64 %68 to i32
  br i1 %50, label %70, label %74

70:                                               ; preds = %62
  %71 = zext i32 %51 to i64
  %72 = shl nuw i64 1, %71
  %73 = or i64 %38, %72
  br label %78

74:                                               ; preds = %62
  %75 = zext i32 %33 to i64
  %76 = shl nuw i64 1, %75
  %77 = or i64 %37, %76
  br label %78

78:                                               ; preds = %74, %70, %30
  %79 = phi i64 [ %31, %70 ], [ %77, %74 ], [ %31, %30 ]
  %80 = phi i64 [ %73, %70 ], [ %32, %74 ], [ %32, %30 ]
  %81 = phi i64 [ %73, %70 ], [ %38, %74 ], [ %38, %30 ]
  %82 = phi i64 [ %37, %70 ], [ %77, %74 ], [ %37, %30 ]
  %83 = phi i64 [ %63, %70 ], [ %63, %74 ], [ %57, %30 ]
  %84 = phi i32 [ %67, %70 ], [ %67, %74 ], [ %47, %30 ]
  %85 = phi i32 [ %69, %70 ], [ %69, %74 ], [ %49, %30 ]
  %86 = add nsw i32 %33, -1
  %87 = icmp eq i32 %33, 0
  br i1 %87, label %88, label %30, !llvm.loop !9

88:                                               ; preds = %78
  %89 = trunc i64 %80 to i32
  %90 = lshr i64 %80, 32
  %91 = trunc i64 %90 to i32
  %92 = trunc i64 %83 to i8
  %93 = add i8 %92, 48
  %94 = add nuw nsw i32 %21, 1
  %95 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %21
  store i8 %93, i8* %95, align 1, !tbaa !11
  %96 = or i64 %80, %79
  %97 = icmp eq i64 %96, 0
  %98 = trunc i64 %79 to i32
  %99 = lshr i64 %79, 32
  %100 = trunc i64 %99 to i32
  br i1 %97, label %101, label %16, !llvm.loop !14

101:                                              ; preds = %88, %101
  %102 = phi i32 [ %103, %101 ], [ %94, %88 ]
  %103 = add nsw i32 %102, -1
  %104 = getelementptr inbounds [64 x i8], [64 x i8]* %6, i32 0, i32 %103
  %105 = load i8, i8* %104, align 1, !tbaa !11
  %106 = sext i8 %105 to i32
  %107 = tail call i32 @putchar(i32 %106) #9
  %108 = icmp eq i32 %103, 0
  br i1 %108, label %109, label %101, !llvm.loop !15

109:                                              ; preds = %101
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %15) #9
  %110 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0))
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef -2, i64 noundef 1) #9
  %112 = tail call i32 @putchar(i32 10)
  %113 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
  %114 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %114) #9
  br label %115

115:                                              ; preds = %187, %109
  %116 = phi i32 [ -568605487, %109 ], [ %190, %187 ]
  %117 = phi i32 [ -1627607934, %109 ], [ %188, %187 ]
  %118 = phi i32 [ 0, %109 ], [ %197, %187 ]
  %119 = phi i32 [ 1146988379, %109 ], [ %199, %187 ]
  %120 = phi i32 [ 0, %109 ], [ %193, %187 ]
  %121 = zext i32 %119 to i64
  %122 = shl nuw i64 %121, 32
  %123 = zext i32 %118 to i64
  %124 = or i64 %122, %123
  %125 = zext i32 %116 to i64
  %126 = shl nuw i64 %125, 32
  %127 = zext i32 %117 to i64
  %128 = or i64 %126, %127
  br label %129

129:                                              ; preds = %177, %115
  %130 = phi i64 [ 0, %115 ], [ %178, %177 ]
  %131 = phi i64 [ 0, %115 ], [ %179, %177 ]
  %132 = phi i32 [ 127, %115 ], [ %185, %177 ]
  %133 = phi i32 [ 0, %115 ], [ %184, %177 ]
  %134 = phi i32 [ 0, %115 ], [ %183, %177 ]
  %135 = phi i64 [ 0, %115 ], [ %182, %177 ]
  %136 = phi i64 [ 0, %115 ], [ %181, %177 ]
  %137 = phi i64 [ 0, %115 ], [ %180, %177 ]
  %138 = zext i32 %133 to i64
  %139 = zext i32 %134 to i64
  %140 = shl i64 %138, 33
  %141 = shl nuw nsw i64 %139, 1
  %142 = or i64 %141, %140
  %143 = lshr i64 %135, 63
  %144 = or i64 %141, %143
  %145 = shl i64 %135, 1
  %146 = trunc i64 %144 to i32
  %147 = lshr i64 %142, 32
  %148 = trunc i64 %147 to i32
  %149 = icmp ugt i32 %132, 63
  %150 = add nsw i32 %132, -64
  %151 = select i1 %149, i32 %150, i32 %132
  %152 = select i1 %149, i64 %128, i64 %124
  %153 = zext i32 %151 to i64
  %154 = lshr i64 %152, %153
  %155 = and i64 %154, 1
  %156 = or i64 %155, %145
  %157 = or i64 %142, %143
  %158 = icmp ne i64 %157, 0
  %159 = icmp ugt i64 %156, 9
  %160 = select i1 %158, i1 true, i1 %159
  br i1 %160, label %161, label %177

161:                                              ; preds = %129
  %162 = add i64 %156, -10
  %163 = zext i1 %159 to i64
  %164 = add i64 %157, -1
  %165 = add i64 %164, %163
  %166 = trunc i64 %165 to i32
  %167 = lshr i64 %165, 32
  %168 = trunc i64 %167 to i32
  br i1 %149, label %169, label %173

169:                                              ; preds = %161
  %170 = zext i32 %150 to i64
  %171 = shl nuw i64 1, %170
  %172 = or i64 %137, %171
  br label %177

173:                                              ; preds = %161
  %174 = zext i32 %132 to i64
  %175 = shl nuw i64 1, %174
  %176 = or i64 %136, %175
  br label %177

177:                                              ; preds = %173, %169, %129
  %178 = phi i64 [ %130, %169 ], [ %176, %173 ], [ %130, %129 ]
  %179 = phi i64 [ %172, %169 ], [ %131, %173 ], [ %131, %129 ]
  %180 = phi i64 [ %172, %169 ], [ %137, %173 ], [ %137, %129 ]
  %181 = phi i64 [ %136, %169 ], [ %176, %173 ], [ %136, %129 ]
  %182 = phi i64 [ %162, %169 ], [ %162, %173 ], [ %156, %129 ]
  %183 = phi i32 [ %166, %169 ], [ %166, %173 ], [ %146, %129 ]
  %184 = phi i32 [ %168, %169 ], [ %168, %173 ], [ %148, %129 ]
  %185 = add nsw i32 %132, -1
  %186 = icmp eq i32 %132, 0
  br i1 %186, label %187, label %129, !llvm.loop !9

187:                                              ; preds = %177
  %188 = trunc i64 %179 to i32
  %189 = lshr i64 %179, 32
  %190 = trunc i64 %189 to i32
  %191 = trunc i64 %182 to i8
  %192 = add i8 %191, 48
  %193 = add nuw nsw i32 %120, 1
  %194 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %120
  store i8 %192, i8* %194, align 1, !tbaa !11
  %195 = or i64 %179, %178
  %196 = icmp eq i64 %195, 0
  %197 = trunc i64 %178 to i32
  %198 = lshr i64 %178, 32
  %199 = trunc i64 %198 to i32
  br i1 %196, label %200, label %115, !llvm.loop !14

200:                                              ; preds = %187, %200
  %201 = phi i32 [ %202, %200 ], [ %193, %187 ]
  %202 = add nsw i32 %201, -1
  %203 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i32 0, i32 %202
  %204 = load i8, i8* %203, align 1, !tbaa !11
  %205 = sext i8 %204 to i32
  %206 = tail call i32 @putchar(i32 %205) #9
  %207 = icmp eq i32 %202, 0
  br i1 %207, label %208, label %200, !llvm.loop !15

208:                                              ; preds = %200
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %114) #9
  %209 = tail call i32 @putchar(i32 10)
  call fastcc void @udivmod(%struct.U* nonnull sret(%struct.U) align 4 %7, [4 x i32] [i32 -1627607934, i32 -568605487, i32 0, i32 1146988379], [4 x i32] [i32 0, i32 0, i32 3, i32 0], %struct.U* noundef null)
  %210 = bitcast %struct.U* %7 to [4 x i32]*
  %211 = bitcast %struct.U* %7 to i32*
  %212 = load i32, i32* %211, align 4
  %213 = getelementptr inbounds [4 x i32], [4 x i32]* %210, i32 0, i32 1
  %214 = load i32, i32* %213, align 4
  %215 = getelementptr inbounds %struct.U, %struct.U* %7, i32 0, i32 1
  %216 = bitcast i64* %215 to i32*
  %217 = load i32, i32* %216, align 4
  %218 = getelementptr inbounds [4 x i32], [4 x i32]* %210, i32 0, i32 3
  %219 = load i32, i32* %218, align 4
  %220 = zext i32 %214 to i64
  %221 = shl nuw i64 %220, 32
  %222 = zext i32 %212 to i64
  %223 = or i64 %221, %222
  %224 = xor i64 %223, -1
  %225 = zext i32 %219 to i64
  %226 = shl nuw i64 %225, 32
  %227 = zext i32 %217 to i64
  %228 = or i64 %226, %227
  %229 = icmp eq i64 %228, 0
  %230 = sext i1 %229 to i64
  %231 = zext i1 %229 to i64
  %232 = add i64 %231, %224
  %233 = trunc i64 %232 to i32
  %234 = lshr i64 %232, 32
  %235 = trunc i64 %234 to i32
  %236 = sub i64 0, %228
  %237 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0))
  %238 = insertvalue [4 x i32] poison, i32 %233, 0
  %239 = insertvalue [4 x i32] %238, i32 %235, 1
  %240 = trunc i64 %236 to i32
  %241 = insertvalue [4 x i32] %239, i32 %240, 2
  %242 = lshr i64 %236, 32
  %243 = trunc i64 %242 to i32
  %244 = insertvalue [4 x i32] %241, i32 %243, 3
  tail call fastcc void @put_i([4 x i32] %244)
  %245 = tail call i32 @putchar(i32 10)
  %246 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0))
  %247 = icmp sgt i64 %232, -1
  br i1 %247, label %248, label %256

248:                                              ; preds = %208
  %249 = lshr i64 %232, 7
  %250 = tail call i64 @llvm.fshl.i64(i64 %232, i64 %236, i64 57) #9
  %251 = trunc i64 %249 to i32
  %252 = lshr i32 %235, 7
  %253 = trunc i64 %250 to i32
  %254 = lshr i64 %250, 32
  %255 = trunc i64 %254 to i32
  br label %275

256:                                              ; preds = %208
  %257 = and i64 %232, -4294967296
  %258 = and i64 %236, -4294967296
  %259 = xor i32 %240, -1
  %260 = zext i32 %259 to i64
  %261 = or i64 %258, %260
  %262 = xor i32 %233, -1
  %263 = zext i32 %262 to i64
  %264 = or i64 %257, %263
  %265 = tail call i64 @llvm.fshl.i64(i64 %263, i64 %261, i64 57) #9
  %266 = lshr i64 %264, 7
  %267 = xor i64 %266, -144115188042301441
  %268 = xor i64 %265, -144115188042301441
  %269 = trunc i64 %267 to i32
  %270 = lshr i64 %267, 32
  %271 = trunc i64 %270 to i32
  %272 = trunc i64 %268 to i32
  %273 = lshr i64 %268, 32
  %274 = trunc i64 %273 to i32
  br label %275

275:                                              ; preds = %248, %256
  %276 = phi i32 [ %253, %248 ], [ %272, %256 ]
  %277 = phi i32 [ %255, %248 ], [ %274, %256 ]
  %278 = phi i32 [ %251, %248 ], [ %269, %256 ]
  %279 = phi i32 [ %252, %248 ], [ %271, %256 ]
  %280 = insertvalue [4 x i32] poison, i32 %278, 0
  %281 = insertvalue [4 x i32] %280, i32 %279, 1
  %282 = insertvalue [4 x i32] %281, i32 %276, 2
  %283 = insertvalue [4 x i32] %282, i32 %277, 3
  tail call fastcc void @put_i([4 x i32] %283)
  %284 = tail call i32 @putchar(i32 10)
  %285 = bitcast %struct.U* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %285) #9
  %286 = bitcast %struct.U* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %286) #9
  call fastcc void @sdiv(%struct.U* nonnull sret(%struct.U) align 4 %9, [4 x i32] %244, [4 x i32] [i32 0, i32 0, i32 1000003, i32 0], %struct.U* noundef nonnull %8)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %286) #9
  %287 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i32 0, i32 0))
  %288 = bitcast %struct.U* %8 to [4 x i32]*
  %289 = bitcast %struct.U* %8 to i32*
  %290 = load i32, i32* %289, align 4
  %291 = insertvalue [4 x i32] poison, i32 %290, 0
  %292 = getelementptr inbounds [4 x i32], [4 x i32]* %288, i32 0, i32 1
  %293 = load i32, i32* %292, align 4
  %294 = insertvalue [4 x i32] %291, i32 %293, 1
  %295 = getelementptr inbounds %struct.U, %struct.U* %8, i32 0, i32 1
  %296 = bitcast i64* %295 to i32*
  %297 = load i32, i32* %296, align 4
  %298 = insertvalue [4 x i32] %294, i32 %297, 2
  %299 = getelementptr inbounds [4 x i32], [4 x i32]* %288, i32 0, i32 3
  %300 = load i32, i32* %299, align 4
  %301 = insertvalue [4 x i32] %298, i32 %300, 3
  call fastcc void @put_i([4 x i32] %301)
  %302 = call i32 @putchar(i32 10)
  %303 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i32 0, i32 0))
  call fastcc void @sdiv(%struct.U* nonnull sret(%struct.U) align 4 %10, [4 x i32] %244, [4 x i32] [i32 -1, i32 -1, i32 -999, i32 -1], %struct.U* noundef null)
  %304 = bitcast %struct.U* %10 to [4 x i32]*
  %305 = bitcast %struct.U* %10 to i32*
  %306 = load i32, i32* %305, align 4
  %307 = insertvalue [4 x i32] poison, i32 %306, 0
  %308 = getelementptr inbounds [4 x i32], [4 x i32]* %304, i32 0, i32 1
  %309 = load i32, i32* %308, align 4
  %310 = insertvalue [4 x i32] %307, i32 %309, 1
  %311 = getelementptr inbounds %struct.U, %struct.U* %10, i32 0, i32 1
  %312 = bitcast i64* %311 to i32*
  %313 = load i32, i32* %312, align 4
  %314 = insertvalue [4 x i32] %310, i32 %313, 2
  %315 = getelementptr inbounds [4 x i32], [4 x i32]* %304, i32 0, i32 3
  %316 = load i32, i32* %315, align 4
  %317 = insertvalue [4 x i32] %314, i32 %316, 3
  call fastcc void @put_i([4 x i32] %317)
  %318 = call i32 @putchar(i32 10)
  %319 = bitcast %struct.U* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %319) #9
  call fastcc void @udivmod(%struct.U* nonnull sret(%struct.U) align 4 %11, [4 x i32] [i32 -1627607934, i32 -568605487, i32 0, i32 1146988379], [4 x i32] [i32 0, i32 0, i32 1000000007, i32 0], %struct.U* noundef nonnull %8)
  %320 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0))
  %321 = bitcast %struct.U* %11 to [4 x i32]*
  %322 = bitcast %struct.U* %11 to i32*
  %323 = load i32, i32* %322, align 4
  %324 = getelementptr inbounds [4 x i32], [4 x i32]* %321, i32 0, i32 1
  %325 = load i32, i32* %324, align 4
  %326 = getelementptr inbounds %struct.U, %struct.U* %11, i32 0, i32 1
  %327 = bitcast i64* %326 to i32*
  %328 = load i32, i32* %327, align 4
  %329 = getelementptr inbounds [4 x i32], [4 x i32]* %321, i32 0, i32 3
  %330 = load i32, i32* %329, align 4
  %331 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %331) #9
  br label %332

332:                                              ; preds = %404, %275
  %333 = phi i32 [ %325, %275 ], [ %407, %404 ]
  %334 = phi i32 [ %323, %275 ], [ %405, %404 ]
  %335 = phi i32 [ %328, %275 ], [ %414, %404 ]
  %336 = phi i32 [ %330, %275 ], [ %416, %404 ]
  %337 = phi i32 [ 0, %275 ], [ %410, %404 ]
  %338 = zext i32 %336 to i64
  %339 = shl nuw i64 %338, 32
  %340 = zext i32 %335 to i64
  %341 = or i64 %339, %340
  %342 = zext i32 %333 to i64
  %343 = shl nuw i64 %342, 32
  %344 = zext i32 %334 to i64
  %345 = or i64 %343, %344
  br label %346

346:                                              ; preds = %394, %332
  %347 = phi i64 [ 0, %332 ], [ %395, %394 ]
  %348 = phi i64 [ 0, %332 ], [ %396, %394 ]
  %349 = phi i32 [ 127, %332 ], [ %402, %394 ]
  %350 = phi i32 [ 0, %332 ], [ %401, %394 ]
  %351 = phi i32 [ 0, %332 ], [ %400, %394 ]
  %352 = phi i64 [ 0, %332 ], [ %399, %394 ]
  %353 = phi i64 [ 0, %332 ], [ %398, %394 ]
  %354 = phi i64 [ 0, %332 ], [ %397, %394 ]
  %355 = zext i32 %350 to i64
  %356 = zext i32 %351 to i64
  %357 = shl i64 %355, 33
  %358 = shl nuw nsw i64 %356, 1
  %359 = or i64 %358, %357
  %360 = lshr i64 %352, 63
  %361 = or i64 %358, %360
  %362 = shl i64 %352, 1
  %363 = trunc i64 %361 to i32
  %364 = lshr i64 %359, 32
  %365 = trunc i64 %364 to i32
  %366 = icmp ugt i32 %349, 63
  %367 = add nsw i32 %349, -64
  %368 = select i1 %366, i32 %367, i32 %349
  %369 = select i1 %366, i64 %345, i64 %341
  %370 = zext i32 %368 to i64
  %371 = lshr i64 %369, %370
  %372 = and i64 %371, 1
  %373 = or i64 %372, %362
  %374 = or i64 %359, %360
  %375 = icmp ne i64 %374, 0
  %376 = icmp ugt i64 %373, 9
  %377 = select i1 %375, i1 true, i1 %376
  br i1 %377, label %378, label %394

378:                                              ; preds = %346
  %379 = add i64 %373, -10
  %380 = zext i1 %376 to i64
  %381 = add i64 %374, -1
  %382 = add i64 %381, %380
  %383 = trunc i64 %382 to i32
  %384 = lshr i64 %382, 32
  %385 = trunc i64 %384 to i32
  br i1 %366, label %386, label %390

386:                                              ; preds = %378
  %387 = zext i32 %367 to i64
  %388 = shl nuw i64 1, %387
  %389 = or i64 %354, %388
  br label %394

390:                                              ; preds = %378
  %391 = zext i32 %349 to i64
  %392 = shl nuw i64 1, %391
  %393 = or i64 %353, %392
  br label %394

394:                                              ; preds = %390, %386, %346
  %395 = phi i64 [ %347, %386 ], [ %393, %390 ], [ %347, %346 ]
  %396 = phi i64 [ %389, %386 ], [ %348, %390 ], [ %348, %346 ]
  %397 = phi i64 [ %389, %386 ], [ %354, %390 ], [ %354, %346 ]
  %398 = phi i64 [ %353, %386 ], [ %393, %390 ], [ %353, %346 ]
  %399 = phi i64 [ %379, %386 ], [ %379, %390 ], [ %373, %346 ]
  %400 = phi i32 [ %383, %386 ], [ %383, %390 ], [ %363, %346 ]
  %401 = phi i32 [ %385, %386 ], [ %385, %390 ], [ %365, %346 ]
  %402 = add nsw i32 %349, -1
  %403 = icmp eq i32 %349, 0
  br i1 %403, label %404, label %346, !llvm.loop !9

404:                                              ; preds = %394
  %405 = trunc i64 %396 to i32
  %406 = lshr i64 %396, 32
  %407 = trunc i64 %406 to i32
  %408 = trunc i64 %399 to i8
  %409 = add i8 %408, 48
  %410 = add nuw nsw i32 %337, 1
  %411 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %337
  store i8 %409, i8* %411, align 1, !tbaa !11
  %412 = or i64 %396, %395
  %413 = icmp eq i64 %412, 0
  %414 = trunc i64 %395 to i32
  %415 = lshr i64 %395, 32
  %416 = trunc i64 %415 to i32
  br i1 %413, label %417, label %332, !llvm.loop !14

417:                                              ; preds = %404, %417
  %418 = phi i32 [ %419, %417 ], [ %410, %404 ]
  %419 = add nsw i32 %418, -1
  %420 = getelementptr inbounds [64 x i8], [64 x i8]* %4, i32 0, i32 %419
  %421 = load i8, i8* %420, align 1, !tbaa !11
  %422 = sext i8 %421 to i32
  %423 = call i32 @putchar(i32 %422) #9
  %424 = icmp eq i32 %419, 0
  br i1 %424, label %425, label %417, !llvm.loop !15

425:                                              ; preds = %417
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %331) #9
  %426 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  %427 = load i32, i32* %289, align 4
  %428 = load i32, i32* %292, align 4
  %429 = load i32, i32* %296, align 4
  %430 = load i32, i32* %299, align 4
  %431 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %431) #9
  br label %432

432:                                              ; preds = %504, %425
  %433 = phi i32 [ %428, %425 ], [ %507, %504 ]
  %434 = phi i32 [ %427, %425 ], [ %505, %504 ]
  %435 = phi i32 [ %429, %425 ], [ %514, %504 ]
  %436 = phi i32 [ %430, %425 ], [ %516, %504 ]
  %437 = phi i32 [ 0, %425 ], [ %510, %504 ]
  %438 = zext i32 %436 to i64
  %439 = shl nuw i64 %438, 32
  %440 = zext i32 %435 to i64
  %441 = or i64 %439, %440
  %442 = zext i32 %433 to i64
  %443 = shl nuw i64 %442, 32
  %444 = zext i32 %434 to i64
  %445 = or i64 %443, %444
  br label %446

446:                                              ; preds = %494, %432
  %447 = phi i64 [ 0, %432 ], [ %495, %494 ]
  %448 = phi i64 [ 0, %432 ], [ %496, %494 ]
  %449 = phi i32 [ 127, %432 ], [ %502, %494 ]
  %450 = phi i32 [ 0, %432 ], [ %501, %494 ]
  %451 = phi i32 [ 0, %432 ], [ %500, %494 ]
  %452 = phi i64 [ 0, %432 ], [ %499, %494 ]
  %453 = phi i64 [ 0, %432 ], [ %498, %494 ]
  %454 = phi i64 [ 0, %432 ], [ %497, %494 ]
  %455 = zext i32 %450 to i64
  %456 = zext i32 %451 to i64
  %457 = shl i64 %455, 33
  %458 = shl nuw nsw i64 %456, 1
  %459 = or i64 %458, %457
  %460 = lshr i64 %452, 63
  %461 = or i64 %458, %460
  %462 = shl i64 %452, 1
  %463 = trunc i64 %461 to i32
  %464 = lshr i64 %459, 32
  %465 = trunc i64 %464 to i32
  %466 = icmp ugt i32 %449, 63
  %467 = add nsw i32 %449, -64
  %468 = select i1 %466, i32 %467, i32 %449
  %469 = select i1 %466, i64 %445, i64 %441
  %470 = zext i32 %468 to i64
  %471 = lshr i64 %469, %470
  %472 = and i64 %471, 1
  %473 = or i64 %472, %462
  %474 = or i64 %459, %460
  %475 = icmp ne i64 %474, 0
  %476 = icmp ugt i64 %473, 9
  %477 = select i1 %475, i1 true, i1 %476
  br i1 %477, label %478, label %494

478:                                              ; preds = %446
  %479 = add i64 %473, -10
  %480 = zext i1 %476 to i64
  %481 = add i64 %474, -1
  %482 = add i64 %481, %480
  %483 = trunc i64 %482 to i32
  %484 = lshr i64 %482, 32
  %485 = trunc i64 %484 to i32
  br i1 %466, label %486, label %490

486:                                              ; preds = %478
  %487 = zext i32 %467 to i64
  %488 = shl nuw i64 1, %487
  %489 = or i64 %454, %488
  br label %494

490:                                              ; preds = %478
  %491 = zext i32 %449 to i64
  %492 = shl nuw i64 1, %491
  %493 = or i64 %453, %492
  br label %494

494:                                              ; preds = %490, %486, %446
  %495 = phi i64 [ %447, %486 ], [ %493, %490 ], [ %447, %446 ]
  %496 = phi i64 [ %489, %486 ], [ %448, %490 ], [ %448, %446 ]
  %497 = phi i64 [ %489, %486 ], [ %454, %490 ], [ %454, %446 ]
  %498 = phi i64 [ %453, %486 ], [ %493, %490 ], [ %453, %446 ]
  %499 = phi i64 [ %479, %486 ], [ %479, %490 ], [ %473, %446 ]
  %500 = phi i32 [ %483, %486 ], [ %483, %490 ], [ %463, %446 ]
  %501 = phi i32 [ %485, %486 ], [ %485, %490 ], [ %465, %446 ]
  %502 = add nsw i32 %449, -1
  %503 = icmp eq i32 %449, 0
  br i1 %503, label %504, label %446, !llvm.loop !9

504:                                              ; preds = %494
  %505 = trunc i64 %496 to i32
  %506 = lshr i64 %496, 32
  %507 = trunc i64 %506 to i32
  %508 = trunc i64 %499 to i8
  %509 = add i8 %508, 48
  %510 = add nuw nsw i32 %437, 1
  %511 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %437
  store i8 %509, i8* %511, align 1, !tbaa !11
  %512 = or i64 %496, %495
  %513 = icmp eq i64 %512, 0
  %514 = trunc i64 %495 to i32
  %515 = lshr i64 %495, 32
  %516 = trunc i64 %515 to i32
  br i1 %513, label %517, label %432, !llvm.loop !14

517:                                              ; preds = %504, %517
  %518 = phi i32 [ %519, %517 ], [ %510, %504 ]
  %519 = add nsw i32 %518, -1
  %520 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %519
  %521 = load i8, i8* %520, align 1, !tbaa !11
  %522 = sext i8 %521 to i32
  %523 = call i32 @putchar(i32 %522) #9
  %524 = icmp eq i32 %519, 0
  br i1 %524, label %525, label %517, !llvm.loop !15

525:                                              ; preds = %517
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %431) #9
  %526 = call i32 @putchar(i32 10)
  %527 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0))
  call fastcc void @udivmod(%struct.U* nonnull sret(%struct.U) align 4 %12, [4 x i32] [i32 -1985229329, i32 19088743, i32 1985229328, i32 -19088744], [4 x i32] [i32 0, i32 0, i32 1, i32 256], %struct.U* noundef null)
  %528 = bitcast %struct.U* %12 to [4 x i32]*
  %529 = bitcast %struct.U* %12 to i32*
  %530 = load i32, i32* %529, align 4
  %531 = getelementptr inbounds [4 x i32], [4 x i32]* %528, i32 0, i32 1
  %532 = load i32, i32* %531, align 4
  %533 = getelementptr inbounds %struct.U, %struct.U* %12, i32 0, i32 1
  %534 = bitcast i64* %533 to i32*
  %535 = load i32, i32* %534, align 4
  %536 = getelementptr inbounds [4 x i32], [4 x i32]* %528, i32 0, i32 3
  %537 = load i32, i32* %536, align 4
  %538 = zext i32 %532 to i64
  %539 = shl nuw i64 %538, 32
  %540 = zext i32 %530 to i64
  %541 = or i64 %539, %540
  %542 = zext i32 %537 to i64
  %543 = shl nuw i64 %542, 32
  %544 = zext i32 %535 to i64
  %545 = or i64 %543, %544
  %546 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef %541, i64 noundef %545) #9
  %547 = call i32 @putchar(i32 10)
  %548 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i32 0, i32 0))
  call fastcc void @udivmod(%struct.U* nonnull sret(%struct.U) align 4 %13, [4 x i32] [i32 -1985229329, i32 19088743, i32 1985229328, i32 -19088744], [4 x i32] [i32 -248153667, i32 2386092, i32 248153666, i32 -2386093], %struct.U* noundef null)
  %549 = bitcast %struct.U* %13 to [4 x i32]*
  %550 = bitcast %struct.U* %13 to i32*
  %551 = load i32, i32* %550, align 4
  %552 = getelementptr inbounds [4 x i32], [4 x i32]* %549, i32 0, i32 1
  %553 = load i32, i32* %552, align 4
  %554 = getelementptr inbounds %struct.U, %struct.U* %13, i32 0, i32 1
  %555 = bitcast i64* %554 to i32*
  %556 = load i32, i32* %555, align 4
  %557 = getelementptr inbounds [4 x i32], [4 x i32]* %549, i32 0, i32 3
  %558 = load i32, i32* %557, align 4
  %559 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %559) #9
  br label %560

560:                                              ; preds = %632, %525
  %561 = phi i32 [ %553, %525 ], [ %635, %632 ]
  %562 = phi i32 [ %551, %525 ], [ %633, %632 ]
  %563 = phi i32 [ %556, %525 ], [ %642, %632 ]
  %564 = phi i32 [ %558, %525 ], [ %644, %632 ]
  %565 = phi i32 [ 0, %525 ], [ %638, %632 ]
  %566 = zext i32 %564 to i64
  %567 = shl nuw i64 %566, 32
  %568 = zext i32 %563 to i64
  %569 = or i64 %567, %568
  %570 = zext i32 %561 to i64
  %571 = shl nuw i64 %570, 32
  %572 = zext i32 %562 to i64
  %573 = or i64 %571, %572
  br label %574

574:                                              ; preds = %622, %560
  %575 = phi i64 [ 0, %560 ], [ %623, %622 ]
  %576 = phi i64 [ 0, %560 ], [ %624, %622 ]
  %577 = phi i32 [ 127, %560 ], [ %630, %622 ]
  %578 = phi i32 [ 0, %560 ], [ %629, %622 ]
  %579 = phi i32 [ 0, %560 ], [ %628, %622 ]
  %580 = phi i64 [ 0, %560 ], [ %627, %622 ]
  %581 = phi i64 [ 0, %560 ], [ %626, %622 ]
  %582 = phi i64 [ 0, %560 ], [ %625, %622 ]
  %583 = zext i32 %578 to i64
  %584 = zext i32 %579 to i64
  %585 = shl i64 %583, 33
  %586 = shl nuw nsw i64 %584, 1
  %587 = or i64 %586, %585
  %588 = lshr i64 %580, 63
  %589 = or i64 %586, %588
  %590 = shl i64 %580, 1
  %591 = trunc i64 %589 to i32
  %592 = lshr i64 %587, 32
  %593 = trunc i64 %592 to i32
  %594 = icmp ugt i32 %577, 63
  %595 = add nsw i32 %577, -64
  %596 = select i1 %594, i32 %595, i32 %577
  %597 = select i1 %594, i64 %573, i64 %569
  %598 = zext i32 %596 to i64
  %599 = lshr i64 %597, %598
  %600 = and i64 %599, 1
  %601 = or i64 %600, %590
  %602 = or i64 %587, %588
  %603 = icmp ne i64 %602, 0
  %604 = icmp ugt i64 %601, 9
  %605 = select i1 %603, i1 true, i1 %604
  br i1 %605, label %606, label %622

606:                                              ; preds = %574
  %607 = add i64 %601, -10
  %608 = zext i1 %604 to i64
  %609 = add i64 %602, -1
  %610 = add i64 %609, %608
  %611 = trunc i64 %610 to i32
  %612 = lshr i64 %610, 32
  %613 = trunc i64 %612 to i32
  br i1 %594, label %614, label %618

614:                                              ; preds = %606
  %615 = zext i32 %595 to i64
  %616 = shl nuw i64 1, %615
  %617 = or i64 %582, %616
  br label %622

618:                                              ; preds = %606
  %619 = zext i32 %577 to i64
  %620 = shl nuw i64 1, %619
  %621 = or i64 %581, %620
  br label %622

622:                                              ; preds = %618, %614, %574
  %623 = phi i64 [ %575, %614 ], [ %621, %618 ], [ %575, %574 ]
  %624 = phi i64 [ %617, %614 ], [ %576, %618 ], [ %576, %574 ]
  %625 = phi i64 [ %617, %614 ], [ %582, %618 ], [ %582, %574 ]
  %626 = phi i64 [ %581, %614 ], [ %621, %618 ], [ %581, %574 ]
  %627 = phi i64 [ %607, %614 ], [ %607, %618 ], [ %601, %574 ]
  %628 = phi i32 [ %611, %614 ], [ %611, %618 ], [ %591, %574 ]
  %629 = phi i32 [ %613, %614 ], [ %613, %618 ], [ %593, %574 ]
  %630 = add nsw i32 %577, -1
  %631 = icmp eq i32 %577, 0
  br i1 %631, label %632, label %574, !llvm.loop !9

632:                                              ; preds = %622
  %633 = trunc i64 %624 to i32
  %634 = lshr i64 %624, 32
  %635 = trunc i64 %634 to i32
  %636 = trunc i64 %627 to i8
  %637 = add i8 %636, 48
  %638 = add nuw nsw i32 %565, 1
  %639 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %565
  store i8 %637, i8* %639, align 1, !tbaa !11
  %640 = or i64 %624, %623
  %641 = icmp eq i64 %640, 0
  %642 = trunc i64 %623 to i32
  %643 = lshr i64 %623, 32
  %644 = trunc i64 %643 to i32
  br i1 %641, label %645, label %560, !llvm.loop !14

645:                                              ; preds = %632, %645
  %646 = phi i32 [ %647, %645 ], [ %638, %632 ]
  %647 = add nsw i32 %646, -1
  %648 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %647
  %649 = load i8, i8* %648, align 1, !tbaa !11
  %650 = sext i8 %649 to i32
  %651 = call i32 @putchar(i32 %650) #9
  %652 = icmp eq i32 %647, 0
  br i1 %652, label %653, label %645, !llvm.loop !15

653:                                              ; preds = %645
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %559) #9
  %654 = call i32 @putchar(i32 10)
  %655 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i32 0, i32 0))
  %656 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef -9223372036854775808, i64 noundef 0) #9
  %657 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i32 0, i32 0))
  %658 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef 0, i64 noundef -9223372036854775808) #9
  %659 = call i32 @putchar(i32 10)
  %660 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0))
  %661 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i32 0, i32 0), i64 noundef 7542668687916793819, i64 noundef -7542668687916793820) #9
  %662 = call i32 @putchar(i32 10)
  br label %781

663:                                              ; preds = %781
  %664 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i32 0, i32 0))
  %665 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %665) #9
  br label %666

666:                                              ; preds = %738, %663
  %667 = phi i32 [ %787, %663 ], [ %741, %738 ]
  %668 = phi i32 [ %788, %663 ], [ %739, %738 ]
  %669 = phi i32 [ %790, %663 ], [ %748, %738 ]
  %670 = phi i32 [ %789, %663 ], [ %750, %738 ]
  %671 = phi i32 [ 0, %663 ], [ %744, %738 ]
  %672 = zext i32 %670 to i64
  %673 = shl nuw i64 %672, 32
  %674 = zext i32 %669 to i64
  %675 = or i64 %673, %674
  %676 = zext i32 %667 to i64
  %677 = shl nuw i64 %676, 32
  %678 = zext i32 %668 to i64
  %679 = or i64 %677, %678
  br label %680

680:                                              ; preds = %728, %666
  %681 = phi i64 [ 0, %666 ], [ %729, %728 ]
  %682 = phi i64 [ 0, %666 ], [ %730, %728 ]
  %683 = phi i32 [ 127, %666 ], [ %736, %728 ]
  %684 = phi i32 [ 0, %666 ], [ %735, %728 ]
  %685 = phi i32 [ 0, %666 ], [ %734, %728 ]
  %686 = phi i64 [ 0, %666 ], [ %733, %728 ]
  %687 = phi i64 [ 0, %666 ], [ %732, %728 ]
  %688 = phi i64 [ 0, %666 ], [ %731, %728 ]
  %689 = zext i32 %684 to i64
  %690 = zext i32 %685 to i64
  %691 = shl i64 %689, 33
  %692 = shl nuw nsw i64 %690, 1
  %693 = or i64 %692, %691
  %694 = lshr i64 %686, 63
  %695 = or i64 %692, %694
  %696 = shl i64 %686, 1
  %697 = trunc i64 %695 to i32
  %698 = lshr i64 %693, 32
  %699 = trunc i64 %698 to i32
  %700 = icmp ugt i32 %683, 63
  %701 = add nsw i32 %683, -64
  %702 = select i1 %700, i32 %701, i32 %683
  %703 = select i1 %700, i64 %679, i64 %675
  %704 = zext i32 %702 to i64
  %705 = lshr i64 %703, %704
  %706 = and i64 %705, 1
  %707 = or i64 %706, %696
  %708 = or i64 %693, %694
  %709 = icmp ne i64 %708, 0
  %710 = icmp ugt i64 %707, 9
  %711 = select i1 %709, i1 true, i1 %710
  br i1 %711, label %712, label %728

712:                                              ; preds = %680
  %713 = add i64 %707, -10
  %714 = zext i1 %710 to i64
  %715 = add i64 %708, -1
  %716 = add i64 %715, %714
  %717 = trunc i64 %716 to i32
  %718 = lshr i64 %716, 32
  %719 = trunc i64 %718 to i32
  br i1 %700, label %720, label %724

720:                                              ; preds = %712
  %721 = zext i32 %701 to i64
  %722 = shl nuw i64 1, %721
  %723 = or i64 %688, %722
  br label %728

724:                                              ; preds = %712
  %725 = zext i32 %683 to i64
  %726 = shl nuw i64 1, %725
  %727 = or i64 %687, %726
  br label %728

728:                                              ; preds = %724, %720, %680
  %729 = phi i64 [ %681, %720 ], [ %727, %724 ], [ %681, %680 ]
  %730 = phi i64 [ %723, %720 ], [ %682, %724 ], [ %682, %680 ]
  %731 = phi i64 [ %723, %720 ], [ %688, %724 ], [ %688, %680 ]
  %732 = phi i64 [ %687, %720 ], [ %727, %724 ], [ %687, %680 ]
  %733 = phi i64 [ %713, %720 ], [ %713, %724 ], [ %707, %680 ]
  %734 = phi i32 [ %717, %720 ], [ %717, %724 ], [ %697, %680 ]
  %735 = phi i32 [ %719, %720 ], [ %719, %724 ], [ %699, %680 ]
  %736 = add nsw i32 %683, -1
  %737 = icmp eq i32 %683, 0
  br i1 %737, label %738, label %680, !llvm.loop !9

738:                                              ; preds = %728
  %739 = trunc i64 %730 to i32
  %740 = lshr i64 %730, 32
  %741 = trunc i64 %740 to i32
  %742 = trunc i64 %733 to i8
  %743 = add i8 %742, 48
  %744 = add nuw nsw i32 %671, 1
  %745 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %671
  store i8 %743, i8* %745, align 1, !tbaa !11
  %746 = or i64 %730, %729
  %747 = icmp eq i64 %746, 0
  %748 = trunc i64 %729 to i32
  %749 = lshr i64 %729, 32
  %750 = trunc i64 %749 to i32
  br i1 %747, label %751, label %666, !llvm.loop !14

751:                                              ; preds = %738, %751
  %752 = phi i32 [ %753, %751 ], [ %744, %738 ]
  %753 = add nsw i32 %752, -1
  %754 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i32 0, i32 %753
  %755 = load i8, i8* %754, align 1, !tbaa !11
  %756 = sext i8 %755 to i32
  %757 = call i32 @putchar(i32 %756) #9
  %758 = icmp eq i32 %753, 0
  br i1 %758, label %759, label %751, !llvm.loop !15

759:                                              ; preds = %751
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %665) #9
  %760 = call i32 @putchar(i32 10)
  %761 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i32 0, i32 0), i64 noundef 8670687676799849587, i64 noundef -752820567940820613)
  %762 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i32 0, i32 0), i32 noundef 1, i32 noundef 1, i32 noundef 1)
  br i1 %247, label %770, label %763

763:                                              ; preds = %759
  %764 = add i64 %223, %230
  %765 = add i64 %764, %231
  %766 = uitofp i64 %765 to double
  %767 = uitofp i64 %228 to double
  %768 = call double @llvm.fmuladd.f64(double %766, double 0x43F0000000000000, double %767) #9
  %769 = fneg double %768
  br label %774

770:                                              ; preds = %759
  %771 = uitofp i64 %232 to double
  %772 = uitofp i64 %236 to double
  %773 = call double @llvm.fmuladd.f64(double %771, double 0x43F0000000000000, double %772) #9
  br label %774

774:                                              ; preds = %763, %770
  %775 = phi double [ %769, %763 ], [ %773, %770 ]
  %776 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i32 0, i32 0), double noundef 0x47EBC3789A33DF96, double noundef %775)
  %777 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i32 0, i32 0))
  call fastcc void @put_i([4 x i32] [i32 289215687, i32 -19, i32 0, i32 -1773076480])
  %778 = call i32 @putchar(i32 10)
  %779 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i32 0, i32 0), i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -4611686018427387904, i64 noundef -1, i64 noundef -3074457345618258602, i64 noundef 1)
  %780 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i32 0, i32 0), i64 noundef -1, i64 noundef 6148914691236517205, i64 noundef 5, i64 noundef 9223372036854775807, i64 noundef -1)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %319) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %285) #9
  ret i32 28

781:                                              ; preds = %653, %781
  %782 = phi i32 [ 0, %653 ], [ %815, %781 ]
  %783 = phi i32 [ 0, %653 ], [ %787, %781 ]
  %784 = phi i32 [ 0, %653 ], [ %788, %781 ]
  %785 = phi i32 [ 0, %653 ], [ %789, %781 ]
  %786 = phi i32 [ 0, %653 ], [ %790, %781 ]
  %787 = phi i32 [ 0, %653 ], [ %814, %781 ]
  %788 = phi i32 [ 0, %653 ], [ %812, %781 ]
  %789 = phi i32 [ 0, %653 ], [ %818, %781 ]
  %790 = phi i32 [ 1, %653 ], [ %816, %781 ]
  %791 = zext i32 %783 to i64
  %792 = shl nuw i64 %791, 32
  %793 = zext i32 %784 to i64
  %794 = zext i32 %787 to i64
  %795 = shl nuw i64 %794, 32
  %796 = zext i32 %788 to i64
  %797 = zext i32 %785 to i64
  %798 = shl nuw i64 %797, 32
  %799 = zext i32 %786 to i64
  %800 = or i64 %798, %799
  %801 = zext i32 %789 to i64
  %802 = shl nuw i64 %801, 32
  %803 = zext i32 %790 to i64
  %804 = or i64 %802, %803
  %805 = add i64 %804, %800
  %806 = icmp ult i64 %805, %800
  %807 = zext i1 %806 to i64
  %808 = or i64 %795, %796
  %809 = add i64 %808, %793
  %810 = add i64 %809, %792
  %811 = add i64 %810, %807
  %812 = trunc i64 %811 to i32
  %813 = lshr i64 %811, 32
  %814 = trunc i64 %813 to i32
  %815 = add nuw nsw i32 %782, 1
  %816 = trunc i64 %805 to i32
  %817 = lshr i64 %805, 32
  %818 = trunc i64 %817 to i32
  %819 = icmp eq i32 %815, 150
  br i1 %819, label %663, label %781, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc void @udivmod(%struct.U* noalias nocapture sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2, %struct.U* noundef writeonly %3) unnamed_addr #4 {
  %5 = extractvalue [4 x i32] %1, 0
  %6 = extractvalue [4 x i32] %1, 1
  %7 = extractvalue [4 x i32] %1, 2
  %8 = extractvalue [4 x i32] %1, 3
  %9 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %10 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %11 = extractvalue [4 x i32] %2, 0
  %12 = extractvalue [4 x i32] %2, 1
  %13 = zext i32 %12 to i64
  %14 = shl nuw i64 %13, 32
  %15 = zext i32 %11 to i64
  %16 = or i64 %14, %15
  %17 = zext i32 %8 to i64
  %18 = shl nuw i64 %17, 32
  %19 = zext i32 %7 to i64
  %20 = or i64 %18, %19
  %21 = zext i32 %6 to i64
  %22 = shl nuw i64 %21, 32
  %23 = zext i32 %5 to i64
  %24 = or i64 %22, %23
  %25 = extractvalue [4 x i32] %2, 3
  %26 = extractvalue [4 x i32] %2, 2
  %27 = zext i32 %25 to i64
  %28 = shl nuw i64 %27, 32
  %29 = zext i32 %26 to i64
  %30 = or i64 %28, %29
  %31 = xor i64 %16, -1
  %32 = icmp eq i64 %30, 0
  %33 = zext i1 %32 to i64
  %34 = add i64 %33, %31
  %35 = bitcast %struct.U* %0 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  br label %38

36:                                               ; preds = %88
  %37 = icmp eq %struct.U* %3, null
  br i1 %37, label %103, label %96

38:                                               ; preds = %4, %88
  %39 = phi i32 [ 127, %4 ], [ %94, %88 ]
  %40 = phi i32 [ 0, %4 ], [ %93, %88 ]
  %41 = phi i32 [ 0, %4 ], [ %92, %88 ]
  %42 = phi i64 [ 0, %4 ], [ %91, %88 ]
  %43 = phi i64 [ 0, %4 ], [ %90, %88 ]
  %44 = phi i64 [ 0, %4 ], [ %89, %88 ]
  %45 = zext i32 %40 to i64
  %46 = zext i32 %41 to i64
  %47 = shl i64 %45, 33
  %48 = shl nuw nsw i64 %46, 1
  %49 = or i64 %47, %48
  %50 = lshr i64 %42, 63
  %51 = or i64 %48, %50
  %52 = shl i64 %42, 1
  %53 = trunc i64 %51 to i32
  %54 = lshr i64 %49, 32
  %55 = trunc i64 %54 to i32
  %56 = icmp ugt i32 %39, 63
  %57 = add nsw i32 %39, -64
  %58 = select i1 %56, i32 %57, i32 %39
  %59 = select i1 %56, i64 %24, i64 %20
  %60 = zext i32 %58 to i64
  %61 = lshr i64 %59, %60
  %62 = and i64 %61, 1
  %63 = or i64 %62, %52
  %64 = or i64 %49, %50
  %65 = icmp ult i64 %64, %16
  br i1 %65, label %88, label %66

66:                                               ; preds = %38
  %67 = icmp ne i64 %64, %16
  %68 = icmp uge i64 %63, %30
  %69 = select i1 %67, i1 true, i1 %68
  br i1 %69, label %70, label %88

70:                                               ; preds = %66
  %71 = sub i64 %63, %30
  %72 = icmp ult i64 %71, %63
  %73 = zext i1 %72 to i64
  %74 = add i64 %34, %64
  %75 = add i64 %74, %73
  %76 = trunc i64 %75 to i32
  %77 = lshr i64 %75, 32
  %78 = trunc i64 %77 to i32
  br i1 %56, label %79, label %84

79:                                               ; preds = %70
  %80 = add nsw i32 %39, -64
  %81 = zext i32 %80 to i64
  %82 = shl nuw i64 1, %81
  %83 = or i64 %44, %82
  store i64 %83, i64* %9, align 4, !tbaa !17
  br label %88

84:                                               ; preds = %70
  %85 = zext i32 %39 to i64
  %86 = shl nuw i64 1, %85
  %87 = or i64 %43, %86
  store i64 %87, i64* %10, align 4, !tbaa !20
  br label %88

88:                                               ; preds = %38, %66, %84, %79
  %89 = phi i64 [ %83, %79 ], [ %44, %84 ], [ %44, %66 ], [ %44, %38 ]
  %90 = phi i64 [ %43, %79 ], [ %87, %84 ], [ %43, %66 ], [ %43, %38 ]
  %91 = phi i64 [ %71, %79 ], [ %71, %84 ], [ %63, %66 ], [ %63, %38 ]
  %92 = phi i32 [ %76, %79 ], [ %76, %84 ], [ %53, %66 ], [ %53, %38 ]
  %93 = phi i32 [ %78, %79 ], [ %78, %84 ], [ %55, %66 ], [ %55, %38 ]
  %94 = add nsw i32 %39, -1
  %95 = icmp eq i32 %39, 0
  br i1 %95, label %36, label %38, !llvm.loop !9

96:                                               ; preds = %36
  %97 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  %98 = zext i32 %93 to i64
  %99 = shl nuw i64 %98, 32
  %100 = zext i32 %92 to i64
  %101 = or i64 %99, %100
  store i64 %101, i64* %97, align 4, !tbaa.struct !21
  %102 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %91, i64* %102, align 4, !tbaa.struct !23
  br label %103

103:                                              ; preds = %96, %36
  ret void
}

; Function Attrs: nofree nounwind
define internal fastcc void @put_i([4 x i32] %0) unnamed_addr #0 {
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x i8], align 1
  %4 = extractvalue [4 x i32] %0, 1
  %5 = icmp sgt i32 %4, -1
  br i1 %5, label %125, label %6

6:                                                ; preds = %1
  %7 = tail call i32 @putchar(i32 45)
  %8 = extractvalue [4 x i32] %0, 0
  %9 = extractvalue [4 x i32] %0, 2
  %10 = extractvalue [4 x i32] %0, 3
  %11 = zext i32 %4 to i64
  %12 = shl nuw i64 %11, 32
  %13 = zext i32 %8 to i64
  %14 = or i64 %12, %13
  %15 = xor i64 %14, -1
  %16 = zext i32 %10 to i64
  %17 = shl nuw i64 %16, 32
  %18 = zext i32 %9 to i64
  %19 = or i64 %17, %18
  %20 = icmp eq i64 %19, 0
  %21 = zext i1 %20 to i64
  %22 = add i64 %21, %15
  %23 = trunc i64 %22 to i32
  %24 = lshr i64 %22, 32
  %25 = trunc i64 %24 to i32
  %26 = sub i64 0, %19
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %26, 32
  %29 = trunc i64 %28 to i32
  %30 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %30) #9
  br label %31

31:                                               ; preds = %103, %6
  %32 = phi i32 [ %25, %6 ], [ %106, %103 ]
  %33 = phi i32 [ %23, %6 ], [ %104, %103 ]
  %34 = phi i32 [ %27, %6 ], [ %113, %103 ]
  %35 = phi i32 [ %29, %6 ], [ %115, %103 ]
  %36 = phi i32 [ 0, %6 ], [ %109, %103 ]
  %37 = zext i32 %35 to i64
  %38 = shl nuw i64 %37, 32
  %39 = zext i32 %34 to i64
  %40 = or i64 %38, %39
  %41 = zext i32 %32 to i64
  %42 = shl nuw i64 %41, 32
  %43 = zext i32 %33 to i64
  %44 = or i64 %42, %43
  br label %45

45:                                               ; preds = %93, %31
  %46 = phi i64 [ 0, %31 ], [ %94, %93 ]
  %47 = phi i64 [ 0, %31 ], [ %95, %93 ]
  %48 = phi i32 [ 127, %31 ], [ %101, %93 ]
  %49 = phi i32 [ 0, %31 ], [ %100, %93 ]
  %50 = phi i32 [ 0, %31 ], [ %99, %93 ]
  %51 = phi i64 [ 0, %31 ], [ %98, %93 ]
  %52 = phi i64 [ 0, %31 ], [ %97, %93 ]
  %53 = phi i64 [ 0, %31 ], [ %96, %93 ]
  %54 = zext i32 %49 to i64
  %55 = zext i32 %50 to i64
  %56 = shl i64 %54, 33
  %57 = shl nuw nsw i64 %55, 1
  %58 = or i64 %57, %56
  %59 = lshr i64 %51, 63
  %60 = or i64 %57, %59
  %61 = shl i64 %51, 1
  %62 = trunc i64 %60 to i32
  %63 = lshr i64 %58, 32
  %64 = trunc i64 %63 to i32
  %65 = icmp ugt i32 %48, 63
  %66 = add nsw i32 %48, -64
  %67 = select i1 %65, i32 %66, i32 %48
  %68 = select i1 %65, i64 %44, i64 %40
  %69 = zext i32 %67 to i64
  %70 = lshr i64 %68, %69
  %71 = and i64 %70, 1
  %72 = or i64 %71, %61
  %73 = or i64 %58, %59
  %74 = icmp ne i64 %73, 0
  %75 = icmp ugt i64 %72, 9
  %76 = select i1 %74, i1 true, i1 %75
  br i1 %76, label %77, label %93

77:                                               ; preds = %45
  %78 = add i64 %72, -10
  %79 = zext i1 %75 to i64
  %80 = add i64 %73, -1
  %81 = add i64 %80, %79
  %82 = trunc i64 %81 to i32
  %83 = lshr i64 %81, 32
  %84 = trunc i64 %83 to i32
  br i1 %65, label %85, label %89

85:                                               ; preds = %77
  %86 = zext i32 %66 to i64
  %87 = shl nuw i64 1, %86
  %88 = or i64 %53, %87
  br label %93

89:                                               ; preds = %77
  %90 = zext i32 %48 to i64
  %91 = shl nuw i64 1, %90
  %92 = or i64 %52, %91
  br label %93

93:                                               ; preds = %89, %85, %45
  %94 = phi i64 [ %46, %85 ], [ %92, %89 ], [ %46, %45 ]
  %95 = phi i64 [ %88, %85 ], [ %47, %89 ], [ %47, %45 ]
  %96 = phi i64 [ %88, %85 ], [ %53, %89 ], [ %53, %45 ]
  %97 = phi i64 [ %52, %85 ], [ %92, %89 ], [ %52, %45 ]
  %98 = phi i64 [ %78, %85 ], [ %78, %89 ], [ %72, %45 ]
  %99 = phi i32 [ %82, %85 ], [ %82, %89 ], [ %62, %45 ]
  %100 = phi i32 [ %84, %85 ], [ %84, %89 ], [ %64, %45 ]
  %101 = add nsw i32 %48, -1
  %102 = icmp eq i32 %48, 0
  br i1 %102, label %103, label %45, !llvm.loop !9

103:                                              ; preds = %93
  %104 = trunc i64 %95 to i32
  %105 = lshr i64 %95, 32
  %106 = trunc i64 %105 to i32
  %107 = trunc i64 %98 to i8
  %108 = add i8 %107, 48
  %109 = add nuw nsw i32 %36, 1
  %110 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %36
  store i8 %108, i8* %110, align 1, !tbaa !11
  %111 = or i64 %95, %94
  %112 = icmp eq i64 %111, 0
  %113 = trunc i64 %94 to i32
  %114 = lshr i64 %94, 32
  %115 = trunc i64 %114 to i32
  br i1 %112, label %116, label %31, !llvm.loop !14

116:                                              ; preds = %103, %116
  %117 = phi i32 [ %118, %116 ], [ %109, %103 ]
  %118 = add nsw i32 %117, -1
  %119 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 %118
  %120 = load i8, i8* %119, align 1, !tbaa !11
  %121 = sext i8 %120 to i32
  %122 = tail call i32 @putchar(i32 %121) #9
  %123 = icmp eq i32 %118, 0
  br i1 %123, label %124, label %116, !llvm.loop !15

124:                                              ; preds = %116
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %30) #9
  br label %224

125:                                              ; preds = %1
  %126 = extractvalue [4 x i32] %0, 0
  %127 = extractvalue [4 x i32] %0, 2
  %128 = extractvalue [4 x i32] %0, 3
  %129 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %129) #9
  br label %130

130:                                              ; preds = %202, %125
  %131 = phi i32 [ %4, %125 ], [ %205, %202 ]
  %132 = phi i32 [ %126, %125 ], [ %203, %202 ]
  %133 = phi i32 [ %127, %125 ], [ %212, %202 ]
  %134 = phi i32 [ %128, %125 ], [ %214, %202 ]
  %135 = phi i32 [ 0, %125 ], [ %208, %202 ]
  %136 = zext i32 %134 to i64
  %137 = shl nuw i64 %136, 32
  %138 = zext i32 %133 to i64
  %139 = or i64 %137, %138
  %140 = zext i32 %131 to i64
  %141 = shl nuw i64 %140, 32
  %142 = zext i32 %132 to i64
  %143 = or i64 %141, %142
  br label %144

144:                                              ; preds = %192, %130
  %145 = phi i64 [ 0, %130 ], [ %193, %192 ]
  %146 = phi i64 [ 0, %130 ], [ %194, %192 ]
  %147 = phi i32 [ 127, %130 ], [ %200, %192 ]
  %148 = phi i32 [ 0, %130 ], [ %199, %192 ]
  %149 = phi i32 [ 0, %130 ], [ %198, %192 ]
  %150 = phi i64 [ 0, %130 ], [ %197, %192 ]
  %151 = phi i64 [ 0, %130 ], [ %196, %192 ]
  %152 = phi i64 [ 0, %130 ], [ %195, %192 ]
  %153 = zext i32 %148 to i64
  %154 = zext i32 %149 to i64
  %155 = shl i64 %153, 33
  %156 = shl nuw nsw i64 %154, 1
  %157 = or i64 %156, %155
  %158 = lshr i64 %150, 63
  %159 = or i64 %156, %158
  %160 = shl i64 %150, 1
  %161 = trunc i64 %159 to i32
  %162 = lshr i64 %157, 32
  %163 = trunc i64 %162 to i32
  %164 = icmp ugt i32 %147, 63
  %165 = add nsw i32 %147, -64
  %166 = select i1 %164, i32 %165, i32 %147
  %167 = select i1 %164, i64 %143, i64 %139
  %168 = zext i32 %166 to i64
  %169 = lshr i64 %167, %168
  %170 = and i64 %169, 1
  %171 = or i64 %170, %160
  %172 = or i64 %157, %158
  %173 = icmp ne i64 %172, 0
  %174 = icmp ugt i64 %171, 9
  %175 = select i1 %173, i1 true, i1 %174
  br i1 %175, label %176, label %192

176:                                              ; preds = %144
  %177 = add i64 %171, -10
  %178 = zext i1 %174 to i64
  %179 = add i64 %172, -1
  %180 = add i64 %179, %178
  %181 = trunc i64 %180 to i32
  %182 = lshr i64 %180, 32
  %183 = trunc i64 %182 to i32
  br i1 %164, label %184, label %188

184:                                              ; preds = %176
  %185 = zext i32 %165 to i64
  %186 = shl nuw i64 1, %185
  %187 = or i64 %152, %186
  br label %192

188:                                              ; preds = %176
  %189 = zext i32 %147 to i64
  %190 = shl nuw i64 1, %189
  %191 = or i64 %151, %190
  br label %192

192:                                              ; preds = %188, %184, %144
  %193 = phi i64 [ %145, %184 ], [ %191, %188 ], [ %145, %144 ]
  %194 = phi i64 [ %187, %184 ], [ %146, %188 ], [ %146, %144 ]
  %195 = phi i64 [ %187, %184 ], [ %152, %188 ], [ %152, %144 ]
  %196 = phi i64 [ %151, %184 ], [ %191, %188 ], [ %151, %144 ]
  %197 = phi i64 [ %177, %184 ], [ %177, %188 ], [ %171, %144 ]
  %198 = phi i32 [ %181, %184 ], [ %181, %188 ], [ %161, %144 ]
  %199 = phi i32 [ %183, %184 ], [ %183, %188 ], [ %163, %144 ]
  %200 = add nsw i32 %147, -1
  %201 = icmp eq i32 %147, 0
  br i1 %201, label %202, label %144, !llvm.loop !9

202:                                              ; preds = %192
  %203 = trunc i64 %194 to i32
  %204 = lshr i64 %194, 32
  %205 = trunc i64 %204 to i32
  %206 = trunc i64 %197 to i8
  %207 = add i8 %206, 48
  %208 = add nuw nsw i32 %135, 1
  %209 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %135
  store i8 %207, i8* %209, align 1, !tbaa !11
  %210 = or i64 %194, %193
  %211 = icmp eq i64 %210, 0
  %212 = trunc i64 %193 to i32
  %213 = lshr i64 %193, 32
  %214 = trunc i64 %213 to i32
  br i1 %211, label %215, label %130, !llvm.loop !14

215:                                              ; preds = %202, %215
  %216 = phi i32 [ %217, %215 ], [ %208, %202 ]
  %217 = add nsw i32 %216, -1
  %218 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 %217
  %219 = load i8, i8* %218, align 1, !tbaa !11
  %220 = sext i8 %219 to i32
  %221 = tail call i32 @putchar(i32 %220) #9
  %222 = icmp eq i32 %217, 0
  br i1 %222, label %223, label %215, !llvm.loop !15

223:                                              ; preds = %215
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %129) #9
  br label %224

224:                                              ; preds = %223, %124
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @sdiv(%struct.U* noalias nocapture writeonly sret(%struct.U) align 4 %0, [4 x i32] %1, [4 x i32] %2, %struct.U* noundef writeonly %3) unnamed_addr #4 {
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = extractvalue [4 x i32] %2, 0
  %8 = extractvalue [4 x i32] %2, 1
  %9 = extractvalue [4 x i32] %2, 2
  %10 = extractvalue [4 x i32] %2, 3
  %11 = extractvalue [4 x i32] %1, 1
  %12 = bitcast %struct.U* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %12) #9
  %13 = bitcast %struct.U* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %13) #9
  %14 = icmp sgt i32 %11, -1
  br i1 %14, label %38, label %15

15:                                               ; preds = %4
  %16 = extractvalue [4 x i32] %1, 0
  %17 = extractvalue [4 x i32] %1, 2
  %18 = extractvalue [4 x i32] %1, 3
  %19 = zext i32 %11 to i64
  %20 = shl nuw i64 %19, 32
  %21 = zext i32 %16 to i64
  %22 = or i64 %20, %21
  %23 = xor i64 %22, -1
  %24 = zext i32 %18 to i64
  %25 = shl nuw i64 %24, 32
  %26 = zext i32 %17 to i64
  %27 = or i64 %25, %26
  %28 = icmp eq i64 %27, 0
  %29 = zext i1 %28 to i64
  %30 = add i64 %29, %23
  %31 = trunc i64 %30 to i32
  %32 = lshr i64 %30, 32
  %33 = trunc i64 %32 to i32
  %34 = sub i64 0, %27
  %35 = trunc i64 %34 to i32
  %36 = lshr i64 %34, 32
  %37 = trunc i64 %36 to i32
  br label %42

38:                                               ; preds = %4
  %39 = extractvalue [4 x i32] %1, 3
  %40 = extractvalue [4 x i32] %1, 2
  %41 = extractvalue [4 x i32] %1, 0
  br label %42

42:                                               ; preds = %38, %15
  %43 = phi i32 [ %11, %38 ], [ %33, %15 ]
  %44 = phi i32 [ %41, %38 ], [ %31, %15 ]
  %45 = phi i32 [ %40, %38 ], [ %35, %15 ]
  %46 = phi i32 [ %39, %38 ], [ %37, %15 ]
  %47 = icmp sgt i32 %8, -1
  br i1 %47, label %68, label %48

48:                                               ; preds = %42
  %49 = zext i32 %8 to i64
  %50 = shl nuw i64 %49, 32
  %51 = zext i32 %7 to i64
  %52 = or i64 %50, %51
  %53 = xor i64 %52, -1
  %54 = zext i32 %10 to i64
  %55 = shl nuw i64 %54, 32
  %56 = zext i32 %9 to i64
  %57 = or i64 %55, %56
  %58 = icmp eq i64 %57, 0
  %59 = zext i1 %58 to i64
  %60 = add i64 %59, %53
  %61 = trunc i64 %60 to i32
  %62 = lshr i64 %60, 32
  %63 = trunc i64 %62 to i32
  %64 = sub i64 0, %57
  %65 = trunc i64 %64 to i32
  %66 = lshr i64 %64, 32
  %67 = trunc i64 %66 to i32
  br label %68

68:                                               ; preds = %42, %48
  %69 = phi i32 [ %67, %48 ], [ %10, %42 ]
  %70 = phi i32 [ %65, %48 ], [ %9, %42 ]
  %71 = phi i32 [ %63, %48 ], [ %8, %42 ]
  %72 = phi i32 [ %61, %48 ], [ %7, %42 ]
  %73 = insertvalue [4 x i32] poison, i32 %44, 0
  %74 = insertvalue [4 x i32] %73, i32 %43, 1
  %75 = insertvalue [4 x i32] %74, i32 %45, 2
  %76 = insertvalue [4 x i32] %75, i32 %46, 3
  %77 = insertvalue [4 x i32] poison, i32 %72, 0
  %78 = insertvalue [4 x i32] %77, i32 %71, 1
  %79 = insertvalue [4 x i32] %78, i32 %70, 2
  %80 = insertvalue [4 x i32] %79, i32 %69, 3
  call fastcc void @udivmod(%struct.U* nonnull sret(%struct.U) align 4 %6, [4 x i32] %76, [4 x i32] %80, %struct.U* noundef nonnull %5)
  %81 = icmp eq %struct.U* %3, null
  br i1 %81, label %111, label %82

82:                                               ; preds = %68
  br i1 %14, label %109, label %83

83:                                               ; preds = %82
  %84 = bitcast %struct.U* %5 to [4 x i32]*
  %85 = bitcast %struct.U* %5 to i32*
  %86 = load i32, i32* %85, align 4
  %87 = getelementptr inbounds [4 x i32], [4 x i32]* %84, i32 0, i32 1
  %88 = load i32, i32* %87, align 4
  %89 = getelementptr inbounds %struct.U, %struct.U* %5, i32 0, i32 1
  %90 = bitcast i64* %89 to i32*
  %91 = load i32, i32* %90, align 4
  %92 = getelementptr inbounds [4 x i32], [4 x i32]* %84, i32 0, i32 3
  %93 = load i32, i32* %92, align 4
  %94 = zext i32 %88 to i64
  %95 = shl nuw i64 %94, 32
  %96 = zext i32 %86 to i64
  %97 = or i64 %95, %96
  %98 = xor i64 %97, -1
  %99 = zext i32 %93 to i64
  %100 = shl nuw i64 %99, 32
  %101 = zext i32 %91 to i64
  %102 = or i64 %100, %101
  %103 = icmp eq i64 %102, 0
  %104 = zext i1 %103 to i64
  %105 = add i64 %104, %98
  %106 = sub i64 0, %102
  %107 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 0
  store i64 %105, i64* %107, align 4, !tbaa.struct !21
  %108 = getelementptr inbounds %struct.U, %struct.U* %3, i32 0, i32 1
  store i64 %106, i64* %108, align 4, !tbaa.struct !23
  br label %111

109:                                              ; preds = %82
  %110 = bitcast %struct.U* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %110, i8* noundef nonnull align 4 dereferenceable(16) %12, i32 16, i1 false), !tbaa.struct !21
  br label %111

111:                                              ; preds = %83, %109, %68
  %112 = xor i32 %8, %11
  %113 = icmp sgt i32 %112, -1
  br i1 %113, label %140, label %114

114:                                              ; preds = %111
  %115 = bitcast %struct.U* %6 to [4 x i32]*
  %116 = bitcast %struct.U* %6 to i32*
  %117 = load i32, i32* %116, align 4
  %118 = getelementptr inbounds [4 x i32], [4 x i32]* %115, i32 0, i32 1
  %119 = load i32, i32* %118, align 4
  %120 = getelementptr inbounds %struct.U, %struct.U* %6, i32 0, i32 1
  %121 = bitcast i64* %120 to i32*
  %122 = load i32, i32* %121, align 4
  %123 = getelementptr inbounds [4 x i32], [4 x i32]* %115, i32 0, i32 3
  %124 = load i32, i32* %123, align 4
  %125 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 0
  %126 = zext i32 %119 to i64
  %127 = shl nuw i64 %126, 32
  %128 = zext i32 %117 to i64
  %129 = or i64 %127, %128
  %130 = xor i64 %129, -1
  %131 = zext i32 %124 to i64
  %132 = shl nuw i64 %131, 32
  %133 = zext i32 %122 to i64
  %134 = or i64 %132, %133
  %135 = icmp eq i64 %134, 0
  %136 = zext i1 %135 to i64
  %137 = add i64 %136, %130
  store i64 %137, i64* %125, align 4, !tbaa !17, !alias.scope !24
  %138 = getelementptr inbounds %struct.U, %struct.U* %0, i32 0, i32 1
  %139 = sub i64 0, %134
  store i64 %139, i64* %138, align 4, !tbaa !20, !alias.scope !24
  br label %142

140:                                              ; preds = %111
  %141 = bitcast %struct.U* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %141, i8* noundef nonnull align 4 dereferenceable(16) %13, i32 16, i1 false), !tbaa.struct !21
  br label %142

142:                                              ; preds = %140, %114
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %13) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12) #9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #8

attributes #0 = { nofree nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !19, i64 0}
!18 = !{!"U", !19, i64 0, !19, i64 8}
!19 = !{!"long long", !12, i64 0}
!20 = !{!18, !19, i64 8}
!21 = !{i64 0, i64 8, !22, i64 8, i64 8, !22}
!22 = !{!19, !19, i64 0}
!23 = !{i64 0, i64 8, !22}
!24 = !{!25}
!25 = distinct !{!25, !26, !"neg: argument 0"}
!26 = distinct !{!26, !"neg"}
